package org.spectraflow.engine.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * scikit-learn's single-threaded fit times per model kind, from {@code
 * tools/bench/fit_reference.py} run in a {@code python3} process right after {@code bench --fits},
 * so each kind's ratio comes from one run on one machine.
 *
 * @param wallSeconds per kind label, the median wall time of one fit
 * @param cpuSeconds per kind label, the median CPU time of one fit (the process's)
 */
public record PythonFits(Map<String, Double> wallSeconds, Map<String, Double> cpuSeconds) {

  /** Copies the maps. */
  public PythonFits {
    wallSeconds = Map.copyOf(wallSeconds);
    cpuSeconds = Map.copyOf(cpuSeconds);
  }

  /**
   * Runs {@code python script folder --repeat repeat --kinds k1,k2 --json tmp}.
   *
   * @throws IllegalStateException when python3 or scikit-learn is missing or the script fails
   */
  public static PythonFits run(
      String python, Path script, Path folder, int repeat, List<FitKind> kinds) {
    if (!Files.isRegularFile(script)) {
      throw new IllegalArgumentException(
          "--python-reference: fit script not found: "
              + script
              + " (run from the project folder, next to tools/bench)");
    }
    try {
      Path out = Files.createTempFile("fit-reference", ".json");
      try {
        Process p =
            new ProcessBuilder(
                    List.of(
                        python,
                        script.toString(),
                        folder.toString(),
                        "--repeat",
                        Integer.toString(repeat),
                        "--kinds",
                        String.join(",", kinds.stream().map(FitKind::label).toList()),
                        "--json",
                        out.toString()))
                .redirectErrorStream(true)
                .start();
        String log = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
          String[] lines = log.strip().split("\n");
          throw new IllegalStateException(
              "--python-reference: "
                  + python
                  + " "
                  + script
                  + " failed (it needs numpy and scikit-learn; choose the interpreter with "
                  + "--python): "
                  + (lines.length == 0 ? "(no output)" : lines[lines.length - 1]));
        }
        JsonNode json = new ObjectMapper().readTree(out.toFile());
        return new PythonFits(read(json.get("fits")), read(json.get("fits_cpu")));
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

  private static Map<String, Double> read(JsonNode node) {
    Map<String, Double> out = new LinkedHashMap<>();
    if (node != null) {
      node.properties().forEach(e -> out.put(e.getKey(), e.getValue().asDouble()));
    }
    return out;
  }
}
