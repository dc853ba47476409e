package org.spectraflow.ui.app;

import java.nio.file.Files;
import java.nio.file.Path;
import org.spectraflow.ui.files.StateFiles;
import org.spectraflow.ui.run.RunPreferences;

/**
 * What the studio remembers between sessions, as read at start: the window layout, the run
 * settings, and whether this is the first start (no home folder yet). Read through {@link
 * StateFiles}, so a damaged file gives the defaults and is set aside, and a home folder the studio
 * cannot write is recorded; reading never fails.
 *
 * @param layout the remembered window layout
 * @param run the remembered run settings
 * @param firstStart true when the studio's home folder did not exist
 */
public record StudioState(WindowLayout layout, RunPreferences run, boolean firstStart) {

  /** Reads the state under {@code paths}. Reads files: call it off the FX thread. */
  public static StudioState read(StudioPaths paths, StateFiles state) {
    Path home = paths.home();
    boolean firstStart = !Files.isDirectory(home);
    if (state.folder(home) && !(Files.isReadable(home) && Files.isWritable(home))) {
      state.problem(
          home,
          "cannot be "
              + (Files.isReadable(home) ? "written" : "read")
              + ": settings, recent files and autosave drafts are not kept");
    }
    return new StudioState(
        WindowLayout.load(paths.windowLayout(), state),
        RunPreferences.load(paths.runPreferences(), state),
        firstStart);
  }
}
