package org.spectraflow.ui.run.cachepanel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.Precision;

class CacheConfigModelTest {

  @Test
  void startsAtTheDefaultsAndEveryFieldExplainsItself() {
    CacheConfigModel model = new CacheConfigModel();

    assertThat(model.snapshot()).isEqualTo(CacheConfig.spectraflowDefaults());
    assertThat(CacheField.STEP_CACHE_MAX_MB.defaultText()).isEqualTo("2048 MiB");
    assertThat(CacheField.STEP_CACHE_ENABLED.defaultText()).isEqualTo("on");
    for (CacheField f : CacheField.values()) {
      assertThat(f.explanation()).isNotBlank();
    }
  }

  @Test
  void invalidNumbersAreReportedWithFieldValueAndRangeAndBlockTheSnapshot() {
    CacheConfigModel model = new CacheConfigModel();
    NumberField mb = model.number(CacheField.STEP_CACHE_MAX_MB);

    mb.textProperty().set("lots");

    assertThat(model.validBinding().get()).isFalse();
    assertThat(mb.errorProperty().get())
        .isEqualTo("step_cache_max_mb must be a whole number from 1 to 1048576 MiB, was 'lots'");
    assertThatThrownBy(model::snapshot)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("step_cache_max_mb");

    mb.textProperty().set(" 64 ");
    assertThat(model.validBinding().get()).isTrue();
    assertThat(model.snapshot().stepCacheMaxMb()).isEqualTo(64);
  }

  @Test
  void zeroEntriesAndAHugeThresholdAreOutOfRange() {
    CacheConfigModel model = new CacheConfigModel();
    model.number(CacheField.STEP_CACHE_MAX_ENTRIES).textProperty().set("0");
    model.number(CacheField.MEMORY_WARNING_THRESHOLD_MB).textProperty().set("9999999");

    assertThat(model.errors())
        .contains(
            "step_cache_max_entries", "was '0'", "memory_warning_threshold_mb", "was '9999999'");
  }

  @Test
  void presetsSetTheEngineConfigurationsAndResetRestoresDefaults() {
    CacheConfigModel model = new CacheConfigModel();

    model.apply(CachePreset.FULL_CACHE);
    assertThat(model.snapshot()).isEqualTo(CacheConfig.fullCache());
    model.apply(CachePreset.NO_CACHE);
    assertThat(model.snapshot()).isEqualTo(CacheConfig.noCache());
    model.precisionProperty().set(Precision.FLOAT64);
    model.toggle(CacheField.LOG_STEP_MEMORY).set(false);

    model.reset();

    assertThat(model.snapshot()).isEqualTo(CacheConfig.spectraflowDefaults());
    assertThat(model.precisionProperty().get()).isEqualTo(Precision.FLOAT32);
  }

  @Test
  void everyToggleReachesItsField() {
    CacheConfigModel model = new CacheConfigModel();
    model.toggle(CacheField.STEP_CACHE_ENABLED).set(true);
    model.toggle(CacheField.USE_COW_SNAPSHOTS).set(false);
    model.toggle(CacheField.LOG_CACHE_STATS).set(false);
    model.toggle(CacheField.LOG_STEP_MEMORY).set(false);

    assertThat(model.snapshot())
        .isEqualTo(
            CacheConfig.builder()
                .stepCacheEnabled(true)
                .useCowSnapshots(false)
                .logCacheStats(false)
                .logStepMemory(false)
                .build());
    assertThatThrownBy(() -> model.toggle(CacheField.STEP_CACHE_MAX_MB))
        .hasMessageContaining("not a toggle");
  }

  @Test
  void theDiskFolderIsPartOfTheSnapshotAndAResetClearsItUndoably() {
    CacheConfigModel model = new CacheConfigModel();
    assertThat(model.snapshot().stepCacheDirPath()).isEmpty();
    model.diskFolderProperty().set("/tmp/cache");
    model.number(CacheField.STEP_CACHE_DIR_MAX_MB).textProperty().set("300");
    assertThat(model.snapshot().stepCacheDir()).isEqualTo("/tmp/cache");
    assertThat(model.snapshot().stepCacheDirMaxMb()).isEqualTo(300);

    model.reset();
    assertThat(model.snapshot()).isEqualTo(CacheConfig.spectraflowDefaults());
    model.undoReset();
    assertThat(model.snapshot().stepCacheDir()).isEqualTo("/tmp/cache");
    assertThat(model.snapshot().stepCacheDirMaxMb()).isEqualTo(300);
  }
}
