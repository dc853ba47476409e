package org.spectraflow.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.run.report.StepRecord;
import org.spectraflow.engine.run.schedule.RemoteFigures;
import org.spectraflow.engine.run.schedule.VariantResult;
import org.spectraflow.engine.run.spill.RecordCodec;
import org.spectraflow.engine.run.spill.ReportCodec;

/**
 * A task's {@link VariantResult}s and figures as plain values and back: the report entry through
 * {@link ReportCodec}, the step records through {@link RecordCodec}, the refit keys as two lists.
 */
final class TaskCodec {

  private TaskCodec() {}

  static HashMap<String, Object> encode(VariantResult r) {
    HashMap<String, Object> m = ReportCodec.encode(r.report());
    m.put("steps", RecordCodec.encode(r.steps()));
    ArrayList<String> classes = new ArrayList<>();
    ArrayList<Boolean> folds = new ArrayList<>();
    for (VariantResult.RefitKey k : r.refitKeys()) {
      classes.add(k.className());
      folds.add(k.hadFolds());
    }
    m.put("modelClasses", classes);
    m.put("modelFolds", folds);
    return m;
  }

  @SuppressWarnings("unchecked")
  static VariantResult decode(Map<String, Object> m) {
    List<StepRecord> steps = (List<StepRecord>) RecordCodec.decode((Serializable) m.get("steps"));
    List<String> classes = (List<String>) m.get("modelClasses");
    List<Boolean> folds = (List<Boolean>) m.get("modelFolds");
    List<VariantResult.RefitKey> keys = new ArrayList<>();
    for (int i = 0; i < classes.size(); i++) {
      keys.add(new VariantResult.RefitKey(classes.get(i), folds.get(i)));
    }
    return VariantResult.ranElsewhere(ReportCodec.decode(m), steps, keys);
  }

  /** The statistics as longs, in {@link CacheStats}' component order. */
  static long[] cacheStats(CacheStats s) {
    return new long[] {
      s.hits(),
      s.misses(),
      s.evictions(),
      s.rejections(),
      s.peakBytes(),
      s.entries(),
      s.maxEntries(),
      s.sizeBytes(),
      s.maxSizeBytes()
    };
  }

  /** The task's figures for {@link org.spectraflow.engine.run.schedule.VariantJob#addRemote}. */
  static RemoteFigures figures(TaskResult t) {
    long[] s = t.cacheStats();
    CacheStats stats = new CacheStats(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]);
    return new RemoteFigures(stats, t.transformerApplications(), t.modelFits(), t.modelFitReuses());
  }
}
