package org.spectraflow.spark;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The job jar's {@code Main-Class} (docs/scale-out.md, "One jar"): with Spark on the class path
 * (spark-submit, {@code java -cp job.jar:spark/jars/*}) it is {@link SparkMain}; under {@code java
 * -jar job.jar}, where the job jar carries no Spark, it finds Spark's jars ({@code
 * -Dspectraflow.spark.jars=DIR}, else {@code $SPARK_HOME/jars}, else a {@code spark-lib/} folder
 * beside the jar), starts {@link SparkMain} in a class loader of the job jar and those jars, and
 * prints one {@code error:} line when there are none. Uses no Spark class itself.
 */
public final class SparkLauncherMain {

  private static final String SPARK_PROBE = "org.apache.spark.SparkContext";

  private SparkLauncherMain() {}

  /** Starts the command line, with Spark's jars added when the class path lacks them. */
  public static void main(String[] args) throws Exception {
    if (present(SPARK_PROBE, SparkLauncherMain.class.getClassLoader())) {
      SparkMain.main(args);
      return;
    }
    Optional<Path> self = JobJar.location();
    Optional<Path> jars = sparkJars(self);
    if (self.isEmpty() || jars.isEmpty()) {
      System.err.println(
          "error: Spark's jars were not found: run the job jar with spark-submit, or give"
              + " -Dspectraflow.spark.jars=<folder of Spark's jars>, or set SPARK_HOME, or keep"
              + " the build's spark-lib/ folder beside the jar");
      System.exit(1);
      return;
    }
    List<URL> urls = new ArrayList<>();
    urls.add(self.get().toUri().toURL());
    try (Stream<Path> list = Files.list(jars.get())) {
      for (Path p : list.filter(q -> q.toString().endsWith(".jar")).sorted().toList()) {
        urls.add(p.toUri().toURL());
      }
    }
    URLClassLoader loader =
        new URLClassLoader(
            "spectraflow-spark", urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
    Thread.currentThread().setContextClassLoader(loader);
    try {
      loader
          .loadClass(SparkMain.class.getName())
          .getMethod("main", String[].class)
          .invoke(null, (Object) args);
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof Exception ex ? ex : e;
    }
  }

  /** The folder of Spark's jars for {@code java -jar}, if any. */
  static Optional<Path> sparkJars(Optional<Path> self) throws IOException {
    List<Path> candidates = new ArrayList<>();
    String given = System.getProperty("spectraflow.spark.jars");
    if (given != null && !given.isBlank()) {
      candidates.add(Path.of(given));
    }
    String home = System.getenv("SPARK_HOME");
    if (home != null && !home.isBlank()) {
      candidates.add(Path.of(home, "jars"));
    }
    self.ifPresent(j -> candidates.add(j.toAbsolutePath().getParent().resolve("spark-lib")));
    for (Path c : candidates) {
      if (Files.isDirectory(c)) {
        try (Stream<Path> list = Files.list(c)) {
          if (list.anyMatch(p -> p.getFileName().toString().startsWith("spark-core"))) {
            return Optional.of(c);
          }
        }
      }
    }
    return Optional.empty();
  }

  private static boolean present(String name, ClassLoader loader) {
    try {
      Class.forName(name, false, loader);
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  /** Where this code was loaded from. */
  static final class JobJar {
    private JobJar() {}

    /** The jar holding this code; empty when it runs from a classes folder (tests, an IDE). */
    static Optional<Path> location() {
      try {
        var source = SparkLauncherMain.class.getProtectionDomain().getCodeSource();
        if (source == null) {
          return Optional.empty();
        }
        Path p = Path.of(source.getLocation().toURI());
        return Files.isRegularFile(p) && p.toString().endsWith(".jar")
            ? Optional.of(p)
            : Optional.empty();
      } catch (URISyntaxException | IllegalArgumentException | SecurityException e) {
        return Optional.empty();
      }
    }
  }
}
