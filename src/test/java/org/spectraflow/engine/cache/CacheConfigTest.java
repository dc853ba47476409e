package org.spectraflow.engine.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
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
        .hasMessageContaining("invalid JSON at line 1");
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
}
