package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report in a real browser: headless Chromium opens the page offline (every host name
 * resolves to nothing), takes a 1366 × 768 screenshot and logs no console message (the page has no
 * script, so any console line is a problem). Skipped when no {@code chromium} is on the PATH (CI
 * installs Debian's package, .ci/run).
 */
class ReportInBrowserTest {

  @TempDir Path dir;

  static Optional<Path> chromium() {
    String path = System.getenv("PATH");
    if (path == null) {
      return Optional.empty();
    }
    for (String folder : path.split(File.pathSeparator)) {
      for (String name : List.of("chromium", "chromium-browser")) {
        Path candidate = Path.of(folder, name);
        if (Files.isExecutable(candidate)) {
          return Optional.of(candidate);
        }
      }
    }
    return Optional.empty();
  }

  @Test
  void chromiumShowsTheReportWithoutAConsoleMessage() throws Exception {
    Optional<Path> browser = chromium();
    assumeTrue(browser.isPresent(), "no chromium on the PATH");
    Path report = ReportCommandTest.runReport(dir);
    Path html = dir.resolve("report.html");
    RunCommandTest.Result r =
        RunCommandTest.run("report", report.toString(), "--html", html.toString());
    assertThat(r.exit()).as(r.err()).isZero();

    Path shot = dir.resolve("shot.png");
    Path log = dir.resolve("chromium.log");
    List<String> command = new ArrayList<>();
    command.add(browser.get().toString());
    command.addAll(
        List.of(
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--user-data-dir=" + dir.resolve("profile"),
            "--host-resolver-rules=MAP * ~NOTFOUND",
            "--enable-logging=stderr",
            "--v=0",
            "--window-size=1366,768",
            "--screenshot=" + shot,
            html.toUri().toString()));
    Process p =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    assertThat(p.waitFor(3, TimeUnit.MINUTES)).as("chromium ends").isTrue();
    String output = Files.readString(log);
    assertThat(p.exitValue()).as(output).isZero();
    assertThat(shot).as(output).exists();
    BufferedImage image = ImageIO.read(shot.toFile());
    assertThat(image.getWidth()).isEqualTo(1366);
    assertThat(image.getHeight()).isEqualTo(768);
    assertThat(distinctColours(image)).as("a rendered page, not a blank one").isGreaterThan(8);
    assertThat(output.lines().filter(line -> line.contains(":CONSOLE")).toList())
        .as("console messages")
        .isEmpty();
  }

  private static int distinctColours(BufferedImage image) throws IOException {
    java.util.Set<Integer> colours = new java.util.HashSet<>();
    for (int y = 0; y < image.getHeight(); y += 4) {
      for (int x = 0; x < image.getWidth(); x += 4) {
        colours.add(image.getRGB(x, y));
      }
    }
    return colours.size();
  }
}
