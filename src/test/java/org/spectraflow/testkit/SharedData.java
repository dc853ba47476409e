package org.spectraflow.testkit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Locates the shared real datasets through the system property {@code spectraflow.shared.data} and
 * skips the calling test (JUnit assumption) when they are absent.
 */
public final class SharedData {

  /** The system property naming the shared data folder. */
  public static final String PROPERTY = "spectraflow.shared.data";

  private SharedData() {}

  /** The shared data folder, or the test is skipped. */
  public static Path root() {
    String p = System.getProperty(PROPERTY);
    assumeTrue(p != null, "system property " + PROPERTY + " is not set");
    Path root = Path.of(p);
    assumeTrue(Files.isDirectory(root), "shared data folder " + root + " is absent");
    return root;
  }

  /** The dataset folder {@code name} under the shared data folder, or the test is skipped. */
  public static Path dataset(String name) {
    Path folder = root().resolve(name);
    assumeTrue(Files.isDirectory(folder), "shared dataset " + folder + " is absent");
    return folder;
  }
}
