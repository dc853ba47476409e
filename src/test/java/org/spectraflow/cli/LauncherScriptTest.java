package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The repository's {@code spectraflow} launcher script (docs/performance.md, "Cold start"), run
 * with a stand-in {@code java} that logs its options: the first {@code run} records the start-up
 * cache and the cache is made beside the jar, later commands use it, other commands never record,
 * and failures and a missing jar are reported as the plain command would.
 */
class LauncherScriptTest {

  private static final Path SCRIPT = Path.of("spectraflow").toAbsolutePath();

  /** A stand-in for java: logs its arguments, plays the JVM's AOT record and create modes. */
  private static final String FAKE_JAVA =
      """
      #!/bin/sh
      echo "$*" >> "$LOG"
      conf=""; cache=""; mode=""
      for a in "$@"; do
        case "$a" in
          -XX:AOTConfiguration=*) conf=${a#-XX:AOTConfiguration=} ;;
          -XX:AOTCache=*) cache=${a#-XX:AOTCache=} ;;
          -XX:AOTMode=*) mode=${a#-XX:AOTMode=} ;;
        esac
      done
      last=""; for a in "$@"; do last=$a; done
      if [ "$mode" = create ]; then echo cache > "$cache"; exit 0; fi
      echo "output of the command"
      if [ "$last" = fail ]; then echo "error: failed on purpose" >&2; exit 3; fi
      if [ "$mode" = record ]; then echo config > "$conf"; echo " AOTConfiguration recorded: $conf"; fi
      exit 0
      """;

  @TempDir Path dir;
  private Path jdk;
  private Path jar;
  private Path log;

  @BeforeEach
  void setUp() throws IOException {
    assumeTrue(Files.isRegularFile(SCRIPT), "the launcher script is at the repository root");
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "a POSIX shell");
    jdk = dir.resolve("jdk");
    Files.createDirectories(jdk.resolve("bin"));
    Path java = jdk.resolve("bin/java");
    Files.writeString(java, FAKE_JAVA.stripIndent(), StandardCharsets.UTF_8);
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    Path build = dir.resolve("build");
    Files.createDirectories(build);
    jar = build.resolve("spectraflow.jar");
    Files.writeString(jar, "not really a jar");
    FileTime past = FileTime.from(Instant.now().minusSeconds(3600));
    Files.setLastModifiedTime(jar, past);
    Files.setLastModifiedTime(java, past);
    log = dir.resolve("java.log");
  }

  private record Result(int status, String out, String err) {}

  private Result launch(String... args) throws Exception {
    ProcessBuilder pb =
        new ProcessBuilder(
            java.util.stream.Stream.concat(
                    java.util.stream.Stream.of("/bin/sh", SCRIPT.toString()),
                    java.util.Arrays.stream(args))
                .toList());
    pb.environment().put("JAVA_HOME", jdk.toString());
    pb.environment().put("SPECTRAFLOW_JAR", jar.toString());
    pb.environment().put("LOG", log.toString());
    pb.environment().remove("SPECTRAFLOW_AOT");
    Path out = dir.resolve("out.txt");
    Path err = dir.resolve("err.txt");
    pb.redirectOutput(out.toFile()).redirectError(err.toFile());
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the script ends").isTrue();
    return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
  }

  private List<String> calls() throws IOException {
    return Files.exists(log) ? Files.readAllLines(log) : List.of();
  }

  private Path cache() {
    return jar.resolveSibling("spectraflow.aot");
  }

  /** Waits for the cache the script makes in the background after a first run. */
  private void awaitCache() throws InterruptedException {
    for (int i = 0; i < 600 && !Files.exists(cache()); i++) {
      Thread.sleep(100);
    }
    assertThat(cache()).exists();
  }

  @Test
  void firstRunRecordsTheCacheAndLaterCommandsUseIt() throws Exception {
    Result first = launch("run", "doc.json");
    assertThat(first.status()).isZero();
    assertThat(first.out()).contains("output of the command").doesNotContain("AOTConfiguration");
    assertThat(first.err()).contains("note: preparing the start-up cache");
    assertThat(calls().get(0))
        .contains("-XX:AOTMode=record")
        .endsWith("-jar " + jar + " run doc.json");
    awaitCache();
    assertThat(calls()).anySatisfy(c -> assertThat(c).contains("-XX:AOTMode=create"));
    assertThat(jar.getParent()).isDirectoryNotContaining("glob:**.tmp.*");

    Result second = launch("info", "demo");
    assertThat(second.status()).isZero();
    assertThat(second.err()).doesNotContain("note:");
    assertThat(calls().get(calls().size() - 1))
        .contains("-XX:AOTCache=" + cache())
        .contains("-Xlog:aot=off")
        .endsWith("-jar " + jar + " info demo");
  }

  @Test
  void otherCommandsNeverRecordAndARebuiltJarMakesTheCacheStale() throws Exception {
    Result version = launch("--version");
    assertThat(version.status()).isZero();
    assertThat(calls()).singleElement().isEqualTo("-jar " + jar + " --version");

    Files.writeString(cache(), "old cache");
    Files.setLastModifiedTime(cache(), FileTime.from(Instant.now().minusSeconds(7200)));
    launch("--version");
    assertThat(calls().get(1)).as("a cache older than the jar is not used").doesNotContain("AOT");
  }

  @Test
  void aFailedRunKeepsItsStatusAndLeavesNoCache() throws Exception {
    Result failed = launch("run", "fail");
    assertThat(failed.status()).isEqualTo(3);
    assertThat(failed.err()).contains("error: failed on purpose").doesNotContain("note:");
    assertThat(jar.getParent()).isDirectoryNotContaining("glob:**.aot*");
  }

  @Test
  void theCacheCanBeSwitchedOff() throws Exception {
    Files.writeString(cache(), "current cache");
    Result plain = launchWithoutCache();
    assertThat(plain.status()).isZero();
    assertThat(calls()).singleElement().isEqualTo("-jar " + jar + " run doc.json");
  }

  private Result launchWithoutCache() throws Exception {
    ProcessBuilder pb = new ProcessBuilder("/bin/sh", SCRIPT.toString(), "run", "doc.json");
    pb.environment().put("JAVA_HOME", jdk.toString());
    pb.environment().put("SPECTRAFLOW_JAR", jar.toString());
    pb.environment().put("LOG", log.toString());
    pb.environment().put("SPECTRAFLOW_AOT", "off");
    pb.redirectErrorStream(true);
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    return new Result(p.exitValue(), out, "");
  }

  @Test
  void aMissingJarIsOneErrorLine() throws Exception {
    Files.delete(jar);
    Result missing = launch("run", "doc.json");
    assertThat(missing.status()).isEqualTo(1);
    assertThat(missing.err().strip())
        .startsWith("error: " + jar + " does not exist")
        .contains("./mvnw -B package")
        .doesNotContain("\n");
    assertThat(calls()).isEmpty();
  }
}
