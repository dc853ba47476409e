package org.spectraflow.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.generate.VariantLimitExceededException;
import org.spectraflow.engine.run.check.PipelineWarnings;

/**
 * Fuzzing of the document parser and the generator expansion: random bytes and random mutations of
 * valid documents either read (and count and expand) or fail with a bad-input exception that the
 * command line turns into one {@code error:} line; never another exception, and never more than a
 * few seconds per case (the bound guards against hangs; it measures no speed).
 */
class DocumentFuzzTest {

  private static final Duration PER_CASE = Duration.ofSeconds(20);

  private static final List<String> SEEDS =
      List.of(
          "{\"name\": \"d\", \"random_state\": 42, \"pipeline\": [\"sklearn.preprocessing.MinMaxScaler\","
              + " {\"_or_\": [\"nirs4all.operators.transforms.SNV\", {\"class\": \"Detrend\"}], \"pick\": [1, 2],"
              + " \"count\": 2}, {\"class\": \"sklearn.model_selection.KFold\", \"params\": {\"n_splits\": 3}},"
              + " {\"model\": {\"class\": \"PLSRegression\"}, \"param\": \"n_components\", \"_range_\": [2, 20, 2]}]}",
          "[{\"branch\": {\"a\": [\"SNV\"], \"b\": {\"_or_\": [\"MSC\", \"D1\"]}}}, {\"merge\": \"features\"},"
              + " {\"_grid_\": {\"alpha\": [0.1, 1.0], \"fit_intercept\": [true, false]}, \"model\": {\"class\": \"Ridge\"}}]",
          "[{\"_cartesian_\": [{\"_or_\": [\"A\", \"B\"]}, {\"_or_\": [\"C\", null]}], \"pick\": 2, \"_mutex_\": [[\"A\", \"C\"]]},"
              + " {\"model\": {\"class\": \"PLS\", \"params\": {\"n_components\": {\"_log_range_\": [1, 100, 5]}}}}]",
          "[{\"_sample_\": {\"distribution\": \"normal\", \"mean\": 1, \"std\": 0.5, \"num\": 4}, \"param\": \"alpha\","
              + " \"model\": {\"class\": \"Ridge\"}, \"_seed_\": 3}, {\"_zip_\": {\"a\": [1, 2], \"b\": [3, 4]}},"
              + " {\"_chain_\": [\"X\", [\"Y\", \"Z\"]], \"count\": 1}]");

  private static final List<String> FRAGMENTS =
      List.of(
          "{",
          "}",
          "[",
          "]",
          ",",
          ":",
          "\"",
          "null",
          "-1",
          "0",
          "1e308",
          "NaN",
          "2147483647",
          "18446744073709551617",
          "\"_or_\"",
          "\"pick\"",
          "\"count\"",
          "\"_range_\"",
          "\"_log_range_\"",
          "\"branch\"",
          "\"params\"",
          "\"model\"",
          "[1, 1e12]",
          "0.0000001",
          "{\"_or_\": []}",
          "[[[[[[",
          "\"\\u0000\"",
          "\uFEFF",
          "---\n",
          "&a ",
          "*a");

  @Property(tries = 200)
  void randomBytesFailCleanly(@ForAll("bytes") byte[] bytes, @ForAll boolean yaml) {
    String text = new String(bytes, StandardCharsets.UTF_8);
    exercise(text, yaml ? "f.yaml" : "f.json");
  }

  @Property(tries = 400, edgeCases = EdgeCasesMode.NONE)
  void mutatedDocumentsReadOrFailCleanly(@ForAll("mutants") String text) {
    exercise(text, "f.json");
  }

  @Provide
  Arbitrary<byte[]> bytes() {
    return Arbitraries.bytes().array(byte[].class).ofMaxSize(300);
  }

  @Provide
  Arbitrary<String> mutants() {
    Arbitrary<String> seed = Arbitraries.of(SEEDS);
    Arbitrary<Integer> position = Arbitraries.integers().between(0, 10_000);
    Arbitrary<Integer> length = Arbitraries.integers().between(0, 12);
    Arbitrary<String> fragment = Arbitraries.of(FRAGMENTS);
    Arbitrary<Integer> kind = Arbitraries.integers().between(0, 3);
    Arbitrary<String> once =
        Combinators.combine(seed, position, length, fragment, kind).as(DocumentFuzzTest::mutate);
    return Combinators.combine(once, position, length, fragment, kind).as(DocumentFuzzTest::mutate);
  }

  private static String mutate(String text, int position, int length, String fragment, int kind) {
    int at = position % (text.length() + 1);
    int end = Math.min(text.length(), at + length);
    return switch (kind) {
      case 0 -> text.substring(0, at) + text.substring(end);
      case 1 -> text.substring(0, at) + fragment + text.substring(at);
      case 2 -> text.substring(0, at) + fragment + text.substring(end);
      default -> text.substring(0, end) + text.substring(at, end) + text.substring(end);
    };
  }

  private static void exercise(String text, String source) {
    assertTimeoutPreemptively(
        PER_CASE,
        () -> {
          try {
            PipelineDocument doc = PipelineReader.read(text, source);
            PipelineWarnings.of(doc);
            VariantExpansion.runnableCount(doc, 500);
            try (var variants = VariantExpansion.standard().expand(doc, 500)) {
              variants.limit(50).forEach(v -> PipelineWriter.toJson(v.pipeline()));
            }
          } catch (IllegalArgumentException
              | UncheckedIOException
              | VariantLimitExceededException badInput) {
            assertThat(badInput.getMessage()).isNotBlank();
          }
        });
  }
}
