package org.spectraflow.testkit;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts the application's command line in a separate JVM on the test classpath (for signals, small
 * heaps and other things a test cannot do to its own JVM). Output goes to files so the child never
 * blocks on a full pipe.
 */
public final class ChildJvm {

  private ChildJvm() {}

  /** Starts {@code java <jvmArgs> -cp <test classpath> org.spectraflow.Launcher <args>}. */
  public static Process start(Path workDir, List<String> jvmArgs, String... args)
      throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmArgs);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("org.spectraflow.Launcher");
    command.addAll(List.of(args));
    return new ProcessBuilder(command)
        .directory(workDir.toFile())
        .redirectOutput(workDir.resolve("stdout.txt").toFile())
        .redirectError(workDir.resolve("stderr.txt").toFile())
        .start();
  }
}
