package org.spectraflow.ui.app;

import java.nio.file.Path;

/**
 * Where the studio keeps its own files: autosave drafts, the recent-files list, the window layout
 * and the run settings, under one folder ({@code ~/.spectraflow} unless the system property {@code
 * spectraflow.home} names another, as tests do).
 */
public record StudioPaths(Path home) {

  /** The system property that moves the studio's folder. */
  public static final String HOME_PROPERTY = "spectraflow.home";

  /** The folder from {@code spectraflow.home}, else {@code <user.home>/.spectraflow}. */
  public static StudioPaths fromSystem() {
    String override = System.getProperty(HOME_PROPERTY);
    return new StudioPaths(
        override != null && !override.isBlank()
            ? Path.of(override)
            : Path.of(System.getProperty("user.home"), ".spectraflow"));
  }

  /** The autosave folder. */
  public Path autosave() {
    return home.resolve("autosave");
  }

  /** The recent-files list. */
  public Path recentFiles() {
    return home.resolve("recent-files.txt");
  }

  /** The remembered window layout. */
  public Path windowLayout() {
    return home.resolve("window.properties");
  }

  /** The run history's folder (docs/history.md; the command line's default for --history). */
  public Path history() {
    return home.resolve("history");
  }

  /** The remembered run settings (worker threads). */
  public Path runPreferences() {
    return home.resolve("run.properties");
  }
}
