package org.spectraflow.engine.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CacheConfigTest {

  @Test
  void defaultsAreNirs4allDefaults() {
    CacheConfig c = CacheConfig.defaults();
    assertThat(c.stepCacheEnabled()).isFalse();
    assertThat(c.stepCacheMaxMb()).isEqualTo(2048);
    assertThat(c.stepCacheMaxEntries()).isEqualTo(200);
    assertThat(c.useCowSnapshots()).isTrue();
    assertThat(c.logCacheStats()).isTrue();
    assertThat(c.logStepMemory()).isTrue();
    assertThat(c.memoryWarningThresholdMb()).isEqualTo(3072);
    assertThat(c.stepCacheMaxBytes()).isEqualTo(2048L * 1024 * 1024);
    assertThat(c.memoryWarningThresholdBytes()).isEqualTo(3072L * 1024 * 1024);
  }

  @Test
  void presetsDifferInCachingOnly() {
    assertThat(CacheConfig.noCache().stepCacheEnabled()).isFalse();
    assertThat(CacheConfig.noCache().useCowSnapshots()).isFalse();
    assertThat(CacheConfig.cowOnly()).isEqualTo(CacheConfig.defaults());
    assertThat(CacheConfig.fullCache().stepCacheEnabled()).isTrue();
    assertThat(CacheConfig.fullCache().useCowSnapshots()).isTrue();
  }

  @Test
  void everyWitherChangesItsFieldOnly() {
    CacheConfig base = CacheConfig.defaults();
    List<UnaryOperator<CacheConfig>> withers =
        List.of(
            c -> c.withStepCacheEnabled(true),
            c -> c.withStepCacheMaxMb(512),
            c -> c.withStepCacheMaxEntries(2),
            c -> c.withUseCowSnapshots(false),
            c -> c.withLogCacheStats(false),
            c -> c.withLogStepMemory(false),
            c -> c.withMemoryWarningThresholdMb(1024));
    for (UnaryOperator<CacheConfig> w : withers) {
      CacheConfig changed = w.apply(base);
      assertThat(changed).isNotEqualTo(base);
      assertThat(differingFields(base, changed)).hasSize(1);
    }
  }

  @Test
  void builderAndWithersAgree() {
    CacheConfig viaBuilder =
        CacheConfig.builder()
            .stepCacheEnabled(true)
            .stepCacheMaxEntries(2)
            .logStepMemory(false)
            .build();
    CacheConfig viaWithers =
        CacheConfig.defaults()
            .withStepCacheEnabled(true)
            .withStepCacheMaxEntries(2)
            .withLogStepMemory(false);
    assertThat(viaBuilder).isEqualTo(viaWithers);
    assertThat(viaBuilder.toBuilder().build()).isEqualTo(viaBuilder);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, -1})
  void nonPositiveBudgetsAreRejectedByName(int bad) {
    assertThatThrownBy(() -> CacheConfig.defaults().withStepCacheMaxMb(bad))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("step_cache_max_mb")
        .hasMessageContaining("was " + bad);
    assertThatThrownBy(() -> CacheConfig.defaults().withStepCacheMaxEntries(bad))
        .hasMessageContaining("step_cache_max_entries")
        .hasMessageContaining("was " + bad);
    assertThatThrownBy(() -> CacheConfig.defaults().withMemoryWarningThresholdMb(bad))
        .hasMessageContaining("memory_warning_threshold_mb")
        .hasMessageContaining("was " + bad);
  }

  @Test
  void jsonRoundTripKeepsEveryField() {
    CacheConfig c =
        CacheConfig.builder()
            .stepCacheEnabled(true)
            .stepCacheMaxMb(512)
            .stepCacheMaxEntries(7)
            .useCowSnapshots(false)
            .logCacheStats(false)
            .logStepMemory(false)
            .memoryWarningThresholdMb(1024)
            .build();
    String json = CacheConfigJson.write(c);
    assertThat(json)
        .contains(
            "\"step_cache_enabled\" : true",
            "\"step_cache_max_mb\" : 512",
            "\"step_cache_max_entries\" : 7",
            "\"use_cow_snapshots\" : false",
            "\"log_cache_stats\" : false",
            "\"log_step_memory\" : false",
            "\"memory_warning_threshold_mb\" : 1024");
    assertThat(CacheConfigJson.read(json)).isEqualTo(c);
  }

  @Test
  void jacksonBindsTheRecordDirectly() throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    CacheConfig c = CacheConfig.fullCache().withStepCacheMaxEntries(2);
    String json = mapper.writeValueAsString(c);
    assertThat(json).startsWith("{\"step_cache_enabled\":true,\"step_cache_max_mb\":2048");
    assertThat(mapper.readValue(json, CacheConfig.class)).isEqualTo(c);
    assertThat(mapper.readValue("{\"step_cache_enabled\": true}", CacheConfig.class))
        .isEqualTo(CacheConfig.fullCache());
  }

  @Test
  void missingFieldsTakeDefaults() {
    assertThat(CacheConfigJson.read("{}")).isEqualTo(CacheConfig.defaults());
    assertThat(CacheConfigJson.read("{\"step_cache_max_entries\": 2}"))
        .isEqualTo(CacheConfig.defaults().withStepCacheMaxEntries(2));
  }

  @Test
  void unknownFieldIsNamed() {
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_max_gb\": 2}"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unknown field 'step_cache_max_gb'")
        .hasMessageContaining("step_cache_max_mb");
  }

  @Test
  void wrongTypesAndBadValuesAreNamed() {
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_enabled\": \"yes\"}"))
        .hasMessageContaining("step_cache_enabled must be true or false, was \"yes\"");
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_max_mb\": 1.5}"))
        .hasMessageContaining("step_cache_max_mb must be a positive integer");
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_max_mb\": 0}"))
        .hasMessageContaining("step_cache_max_mb")
        .hasMessageContaining("was 0");
    assertThatThrownBy(() -> CacheConfigJson.read("[1]"))
        .hasMessageContaining("expected a JSON object");
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_enabled\": tru"))
        .hasMessageContaining("line 1, column")
        .hasMessageContaining("invalid JSON");
  }

  @Test
  void aFieldGivenTwiceIsRefused() {
    assertThatThrownBy(
            () ->
                CacheConfigJson.read(
                    "{\"step_cache_enabled\": true, \"step_cache_enabled\": false}"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("line 1, column")
        .hasMessageContaining("a field is given twice ('step_cache_enabled')")
        .hasMessageContaining("keep one of them");
  }

  @Test
  void everyWrongShapeIsAClearError() {
    String deepArrays = "[".repeat(5000) + "]".repeat(5000);
    String deepObjects = "{\"a\":".repeat(5000) + "1" + "}".repeat(5000);
    assertThatThrownBy(() -> CacheConfigJson.read(deepArrays))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("nested too deeply");
    assertThatThrownBy(() -> CacheConfigJson.read(deepObjects))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("nested too deeply");
    assertThatThrownBy(() -> CacheConfigJson.read(""))
        .hasMessageContaining("the cache settings are empty");
    assertThatThrownBy(() -> CacheConfigJson.read("null"))
        .hasMessageContaining("expected a JSON object of cache settings, got null");
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_max_mb\": {\"x\": 1}}"))
        .hasMessageContaining("step_cache_max_mb must be a positive integer")
        .hasMessageContaining("was an object");
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_enabled\": [true]}"))
        .hasMessageContaining("was a list");
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_enabled\": null}"))
        .hasMessageContaining("was null");
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_max_mb\": 100} x"))
        .hasMessageContaining("invalid JSON");
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_max_mb\": 100} {}"))
        .hasMessageContaining("unexpected content after the settings object");
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_max_mb\": -5}"))
        .hasMessage(
            "cache config: step_cache_max_mb must be a positive integer (1 or more), was -5");
  }

  @Property(tries = 300)
  void anyTextIsAConfigOrOneClearError(@ForAll("cacheTexts") String text) {
    try {
      CacheConfigJson.read(text);
    } catch (IllegalArgumentException e) {
      assertThat(e.getMessage()).startsWith("cache config").doesNotContain("Exception");
    }
  }

  @Provide
  Arbitrary<String> cacheTexts() {
    Arbitrary<String> values =
        Arbitraries.of(
            "true",
            "false",
            "null",
            "0",
            "-1",
            "1.5",
            "2147483648",
            "512",
            "\"x\"",
            "[]",
            "{}",
            "[1]",
            "{\"a\": 1}",
            "1e400",
            "NaN");
    Arbitrary<String> names =
        Arbitraries.of(
            "step_cache_enabled",
            "step_cache_max_mb",
            "step_cache_max_entries",
            "use_cow_snapshots",
            "log_cache_stats",
            "log_step_memory",
            "memory_warning_threshold_mb",
            "oops",
            "");
    Arbitrary<String> field =
        Combinators.combine(names, values).as((n, v) -> "\"" + n + "\": " + v);
    Arbitrary<String> object = field.list().ofMaxSize(4).map(f -> "{" + String.join(", ", f) + "}");
    Arbitrary<String> nested =
        Combinators.combine(
                Arbitraries.integers().between(1, 3000), Arbitraries.of("[", "{\"a\": "))
            .as((n, open) -> open.repeat(n));
    return Arbitraries.oneOf(
        object,
        Combinators.combine(object, Arbitraries.strings().ofMaxLength(4)).as((o, tail) -> o + tail),
        nested,
        Arbitraries.strings().ofMaxLength(20),
        values);
  }

  @Test
  void fileErrorsNameTheFile(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("cache.json");
    Files.writeString(file, "{\n  \"use_cow_snapshots\": false,\n  \"oops\": 1\n}\n");
    assertThatThrownBy(() -> CacheConfigJson.read(file))
        .hasMessageStartingWith(file + ": unknown field 'oops'");
    Files.writeString(file, "{\"use_cow_snapshots\": false}");
    assertThat(CacheConfigJson.read(file)).isEqualTo(CacheConfig.noCache());
  }

  private static List<String> differingFields(CacheConfig a, CacheConfig b) {
    var ta = CacheConfigJson.toTree(a);
    var tb = CacheConfigJson.toTree(b);
    List<String> out = new ArrayList<>();
    ta.fieldNames()
        .forEachRemaining(
            n -> {
              if (!ta.get(n).equals(tb.get(n))) {
                out.add(n);
              }
            });
    return out;
  }

  @Test
  void theDiskTierFieldsReadStrictlyAndTheFolderIsWrittenOnlyWhenSet() {
    CacheConfig c =
        CacheConfigJson.read("{\"step_cache_dir\": \"cache\", \"step_cache_dir_max_mb\": 500}");
    assertThat(c.stepCacheDirPath()).contains(Path.of("cache"));
    assertThat(c.stepCacheDirMaxBytes()).isEqualTo(500L << 20);
    assertThat(CacheConfigJson.read(CacheConfigJson.write(c))).isEqualTo(c);
    assertThat(CacheConfigJson.write(CacheConfig.defaults()))
        .doesNotContain("step_cache_dir\"")
        .contains("\"step_cache_dir_max_mb\" : 2048");
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_dir\": 3}"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("step_cache_dir must be a folder path");
    assertThatThrownBy(() -> CacheConfigJson.read("{\"step_cache_dir_max_mb\": 0}"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("step_cache_dir_max_mb");
  }
}
