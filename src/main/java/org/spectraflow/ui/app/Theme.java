package org.spectraflow.ui.app;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;

/**
 * The studio's two looks, AtlantaFX Primer light and dark. Applying one swaps the user-agent
 * stylesheet; the app stylesheet and the canvas only use the theme's {@code -color-*} tokens, so
 * everything follows.
 */
public enum Theme {
  /** Primer Light. */
  LIGHT,
  /** Primer Dark. */
  DARK;

  /** The app's own stylesheet (tokens only, no literal colours except the canvas defaults). */
  public static final String APP_STYLESHEET = "/org/spectraflow/ui/app/studio.css";

  /** Makes this theme the application's look. */
  public void apply() {
    Application.setUserAgentStylesheet(
        this == DARK
            ? new PrimerDark().getUserAgentStylesheet()
            : new PrimerLight().getUserAgentStylesheet());
  }

  /** The other theme. */
  public Theme toggled() {
    return this == DARK ? LIGHT : DARK;
  }
}
