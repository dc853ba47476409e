package org.spectraflow.ui.app;

/**
 * A built studio: its models and its window.
 *
 * @param model the presentation models
 * @param window the main window
 */
public record StudioParts(StudioModel model, MainWindow window) {}
