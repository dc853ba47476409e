package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.ui.files.StateFiles;
import org.spectraflow.ui.run.cachepanel.CacheField;

/** The run settings survive a restart: threads, precision, every CacheConfig value, the dataset. */
class RunPreferencesTest {

  @TempDir Path dir;

  private final StateFiles state = new StateFiles();

  @BeforeAll
  static void toolkit() throws Exception {
    RunTestKit.startToolkit();
  }

  @Test
  void everyRunSettingComesBackAfterARestart() {
    RunModel before = FxTestSupport.directModel(new FakeRun(1));
    before.threadsProperty().set(3);
    before.cacheConfig().precisionProperty().set(Precision.FLOAT64);
    before
        .cacheConfig()
        .apply(
            CacheConfig.builder()
                .stepCacheEnabled(true)
                .stepCacheMaxMb(512)
                .stepCacheMaxEntries(77)
                .useCowSnapshots(false)
                .logCacheStats(false)
                .logStepMemory(false)
                .memoryWarningThresholdMb(999)
                .stepCacheDir(dir.resolve("step cache").toString())
                .stepCacheDirMaxMb(700)
                .build());
    before.datasetProperty().set(DatasetChoice.demo(300, 640));
    Path file = dir.resolve("run.properties");
    RunPreferences.of(before).save(file, state);

    RunModel after = FxTestSupport.directModel(new FakeRun(1));
    RunPreferences.load(file, state).applyTo(after);

    assertThat(after.threadsProperty().get()).isEqualTo(3);
    assertThat(after.cacheConfig().precisionProperty().get()).isEqualTo(Precision.FLOAT64);
    assertThat(after.cacheConfig().snapshot()).isEqualTo(before.cacheConfig().snapshot());
    assertThat(after.cacheConfig().snapshot().stepCacheDir()).endsWith("step cache");
    assertThat(after.cacheConfig().snapshot().stepCacheDirMaxMb()).isEqualTo(700);
    assertThat(after.datasetProperty().get()).isEqualTo(DatasetChoice.demo(300, 640));
    assertThat(state.recorded()).isEmpty();
  }

  @Test
  void aDatasetFolderAndAnInvalidNumberAsTyped() {
    RunModel before = FxTestSupport.directModel(new FakeRun(1));
    before.datasetProperty().set(DatasetChoice.folder(dir.resolve("data")));
    before.cacheConfig().number(CacheField.STEP_CACHE_MAX_MB).textProperty().set("lots");
    before.cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).set(true);

    RunPreferences p = RunPreferences.of(before);

    assertThat(p.cacheConfig().stepCacheMaxMb()).isEqualTo(CacheConfig.defaults().stepCacheMaxMb());
    assertThat(p.cacheConfig().stepCacheEnabled()).isTrue();
    p.save(dir.resolve("run.properties"), state);
    assertThat(RunPreferences.load(dir.resolve("run.properties"), state)).isEqualTo(p);
  }

  @Test
  void anOlderFileWithOnlyTheThreadsKeepsTheOtherDefaults() throws Exception {
    Path file = Files.writeString(dir.resolve("run.properties"), "threads=2\n");

    assertThat(RunPreferences.load(file, state)).isEqualTo(new RunPreferences(2));
    assertThat(state.recorded()).isEmpty();
  }

  @Test
  void anOlderFilesStepCacheOffWasTheOldDefaultAndTakesTodaysDefault() throws Exception {
    Path old =
        Files.writeString(dir.resolve("old.properties"), "threads=2\nstep_cache_enabled=false\n");
    Path chosen =
        Files.writeString(
            dir.resolve("new.properties"),
            "settings_version=2\nthreads=2\nstep_cache_enabled=false\n");

    assertThat(RunPreferences.load(old, state).cacheConfig().stepCacheEnabled())
        .isEqualTo(CacheConfig.spectraflowDefaults().stepCacheEnabled())
        .isTrue();
    assertThat(RunPreferences.load(chosen, state).cacheConfig().stepCacheEnabled()).isFalse();
    assertThat(state.recorded()).isEmpty();
  }

  @Test
  void damagedSettingsAreSetAsideAndGiveTheDefaults() throws Exception {
    String[] damaged = {
      "{\"threads\": 4}",
      "",
      "threads=0\n",
      "precision=float16\n",
      "step_cache_max_mb=-5\n",
      "use_cow_snapshots=maybe\n",
      "demo_samples=1000000000\n"
    };
    for (int i = 0; i < damaged.length; i++) {
      Path file = Files.writeString(dir.resolve("r" + i), damaged[i]);
      assertThat(RunPreferences.load(file, state))
          .as(damaged[i])
          .isEqualTo(RunPreferences.defaults());
      assertThat(file).doesNotExist();
    }
    assertThat(state.recorded()).hasSize(damaged.length);
  }
}
