package org.spectraflow.ui.run.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.RunProfile;
import org.spectraflow.ui.run.RunTestKit;

class SessionFileTest {

  @TempDir Path dir;

  @BeforeAll
  static void toolkit() throws Exception {
    RunTestKit.startToolkit();
  }

  @Test
  void aSavedSessionReopensOfflineWithTheSameChartsAndResults() {
    RunModel model = RunTestKit.finishedRun(4);
    RunProfile original = model.profile();
    RunSession saved =
        SessionFile.capture(
            original,
            RunTestKit.demoDocument(),
            DatasetChoice.demo(20, 32),
            Precision.FLOAT64,
            CacheConfig.fullCache());
    Path file = dir.resolve("run.json");

    SessionFile.write(saved, file);
    RunSession read = SessionFile.read(file);
    RunProfile reopened = new RunProfile();
    SessionFile.replay(read, reopened);

    assertThat(read.events())
        .extracting(EventRow::kind)
        .isEqualTo(saved.events().stream().map(EventRow::kind).toList());
    assertThat(read.dataset()).isEqualTo(DatasetChoice.demo(20, 32));
    assertThat(read.precision()).isEqualTo(Precision.FLOAT64);
    assertThat(read.cacheConfig()).isEqualTo(CacheConfig.fullCache());
    assertThat(PipelineWriter.toJson(SessionFile.document(read)))
        .isEqualTo(PipelineWriter.toJson(RunTestKit.demoDocument()));
    assertThat(reopened.events())
        .isEqualTo(
            original.events().stream().map(e -> EventRows.toEvent(EventRows.of(e), read)).toList());
    assertThat(reopened.timeline().seconds().size())
        .isEqualTo(original.timeline().seconds().size());
    assertThat(reopened.results().rankedRows()).isEqualTo(original.results().rankedRows());
    assertThat(reopened.results().predictions(2)).isEqualTo(original.results().predictions(2));
    assertThat(reopened.stepCache().hitCount()).isEqualTo(original.stepCache().hitCount());
    assertThat(reopened.cow().totalBytesCopied()).isEqualTo(original.cow().totalBytesCopied());
  }

  @Test
  void everyEventKindSurvivesTheRowRoundTripExceptCacheKeys() {
    RunProfile profile = RunTestKit.finishedRun(3).profile();
    RunSession session =
        SessionFile.capture(
            profile,
            RunTestKit.demoDocument(),
            DatasetChoice.demo(20, 32),
            Precision.FLOAT32,
            profile.events().get(0) instanceof RunEvent.RunStarted s ? s.cacheConfig() : null);

    for (var event : profile.events()) {
      var back = EventRows.toEvent(EventRows.of(event), session);
      if (!(event instanceof RunEvent.StepCacheHit)
          && !(event instanceof RunEvent.StepCacheMiss)
          && !(event instanceof RunEvent.StepCachePut)
          && !(event instanceof RunEvent.StepCacheEvict)) {
        assertThat(back).isEqualTo(event);
      } else {
        assertThat(back.getClass()).isEqualTo(event.getClass());
      }
    }
  }

  @Test
  void stepRowsKeepTheDocumentPathAndOlderRowsWithoutOneReadAsEmpty() {
    RunProfile profile = RunTestKit.finishedRun(1).profile();
    RunSession session =
        SessionFile.capture(
            profile,
            RunTestKit.demoDocument(),
            DatasetChoice.demo(20, 32),
            Precision.FLOAT32,
            CacheConfig.defaults());
    var finished =
        profile.events().stream()
            .filter(RunEvent.StepFinished.class::isInstance)
            .map(RunEvent.StepFinished.class::cast)
            .toList()
            .getLast();
    EventRow row = EventRows.of(finished);
    assertThat(row.path()).isEqualTo(finished.path()).isNotEmpty();

    EventRow older =
        new EventRow(
            row.at(),
            row.kind(),
            row.variant(),
            row.step(),
            row.branch(),
            null,
            row.operator(),
            row.name(),
            row.bytes(),
            row.rss(),
            row.heap(),
            row.steady(),
            row.allocated(),
            row.durationMs(),
            row.cached(),
            row.shape(),
            row.metric(),
            row.value(),
            row.status(),
            row.error(),
            row.count(),
            row.scores(),
            row.extra());
    var back = (RunEvent.StepFinished) EventRows.toEvent(older, session);
    assertThat(back.path()).isEmpty();
    assertThat(back.operator()).isEqualTo(finished.operator());
  }

  @Test
  void aFileThatIsNotASessionIsRefusedWithItsName() throws Exception {
    Path file = dir.resolve("other.json");
    Files.writeString(file, "{\"format\":\"something\",\"version\":1}");

    assertThatThrownBy(() -> SessionFile.read(file))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("other.json")
        .hasMessageContaining("not a run session");
  }

  /** A valid session file's JSON tree, with no events. */
  private ObjectNode validTree() throws Exception {
    Path file = dir.resolve("valid.json");
    SessionFile.write(
        new RunSession(
            RunSession.FORMAT,
            RunSession.VERSION,
            PipelineWriter.toJson(RunTestKit.demoDocument()),
            DatasetChoice.demo(20, 32),
            Precision.FLOAT32,
            CacheConfig.defaults(),
            List.of(),
            List.of(),
            List.of()),
        file);
    assertThat(SessionFile.read(file).events()).isEmpty();
    return (ObjectNode) new ObjectMapper().readTree(file.toFile());
  }

  private String problemOf(String name, String json) throws Exception {
    Path file = dir.resolve(name);
    Files.writeString(file, json);
    Throwable thrown = catchThrowable(() -> SessionFile.read(file));
    assertThat(thrown).isInstanceOf(IllegalArgumentException.class);
    assertThat(thrown.getMessage())
        .as("one line naming the file")
        .startsWith("cannot read run session " + file + ": ")
        .doesNotContain("\n", "NullPointerException", "Exception", "`");
    return thrown.getMessage();
  }

  @Test
  void everyDamagedSessionFileGivesOneMessageNamingTheFileAndTheProblem() throws Exception {
    for (String list : List.of("results", "predictions", "events")) {
      ObjectNode tree = validTree();
      tree.remove(list);
      assertThat(problemOf("no-" + list + ".json", tree.toString()))
          .contains("the \"" + list + "\" list is missing");
    }
    ObjectNode wrongType = validTree();
    wrongType.put("results", "none");
    assertThat(problemOf("string-results.json", wrongType.toString()))
        .contains("\"results\" must be a list");
    ObjectNode nullEntry = validTree();
    nullEntry.putArray("events").addNull();
    assertThat(problemOf("null-event.json", nullEntry.toString())).contains("events[0] is empty");
    ObjectNode noDocument = validTree();
    noDocument.remove("document");
    assertThat(problemOf("no-document.json", noDocument.toString()))
        .contains("\"document\" is missing");
    ObjectNode badDocument = validTree();
    badDocument.put("document", "{\"pipeline\": 3}");
    assertThat(problemOf("bad-document.json", badDocument.toString()))
        .contains("its pipeline document is damaged");
    String text = validTree().toString();
    assertThat(problemOf("truncated.json", text.substring(0, text.length() / 2)))
        .contains("it is not valid JSON", "line 1");
    assertThat(problemOf("list.json", "[]")).contains("the file must be an object");
  }
}
