package org.spectraflow.engine.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs the project's numpy / scipy / scikit-learn D03 script ({@code tools/bench/d03_reference.py},
 * prefix-cached mode) in a {@code python3} process right after the bench, so the ratio to
 * SpectraFlow comes from one run on one machine.
 *
 * @param script the script's path
 * @param sweepSecondsMedian the median in-process sweep time reported by the script
 * @param sweepCpuSecondsMedian the median CPU time of the script's process per sweep (all its
 *     threads; NaN when the script does not report it)
 * @param repeat sweeps the script ran in its process
 */
public record PythonReference(
    Path script, double sweepSecondsMedian, double sweepCpuSecondsMedian, int repeat) {

  /**
   * Runs {@code python script folder --mode prefix-cached --repeat repeat --json tmp}.
   *
   * @throws IllegalStateException when python3 or its libraries are missing or the script fails
   *     (the message holds the script's last error line)
   */
  public static PythonReference run(String python, Path script, Path folder, int repeat) {
    if (!Files.isRegularFile(script)) {
      throw new IllegalArgumentException(
          "--python-reference: script not found: "
              + script
              + " (run from the project folder or give the script's path)");
    }
    try {
      Path out = Files.createTempFile("d03-reference", ".json");
      try {
        Process p =
            new ProcessBuilder(
                    List.of(
                        python,
                        script.toString(),
                        folder.toString(),
                        "--mode",
                        "prefix-cached",
                        "--repeat",
                        Integer.toString(repeat),
                        "--json",
                        out.toString()))
                .redirectErrorStream(true)
                .start();
        String log = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
          throw new IllegalStateException(
              "--python-reference: "
                  + python
                  + " "
                  + script
                  + " failed (it needs numpy, scipy and scikit-learn; choose the interpreter with "
                  + "--python): "
                  + lastLine(log));
        }
        JsonNode json = new ObjectMapper().readTree(out.toFile());
        JsonNode cpu = json.get("sweep_cpu_seconds_median");
        return new PythonReference(
            script,
            json.get("sweep_seconds_median").asDouble(),
            cpu == null ? Double.NaN : cpu.asDouble(),
            repeat);
      } finally {
        Files.deleteIfExists(out);
      }
    } catch (IOException e) {
      throw new IllegalStateException(
          "--python-reference: cannot run " + python + " " + script + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("--python-reference: interrupted", e);
    }
  }

  private static String lastLine(String log) {
    String[] lines = log.strip().split("\n");
    return lines.length == 0 ? "(no output)" : lines[lines.length - 1];
  }
}
