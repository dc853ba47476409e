/** The studio's application class and composition root. Runs on the JavaFX thread. */
package org.spectraflow.ui.app;
