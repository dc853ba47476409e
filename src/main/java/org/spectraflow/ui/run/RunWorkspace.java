package org.spectraflow.ui.run;

import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.concurrent.Task;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.ChartWriter;
import org.spectraflow.charts.Charts;
import org.spectraflow.charts.StepHeatMap;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.ui.diagnostics.DiagnosticsModel;
import org.spectraflow.ui.diagnostics.DiagnosticsView;
import org.spectraflow.ui.predictions.CvFolds;
import org.spectraflow.ui.predictions.PredictionRow;
import org.spectraflow.ui.predictions.PredictionsTable;
import org.spectraflow.ui.run.cachepanel.CacheConfigPanel;
import org.spectraflow.ui.run.charts.ChartWarmUp;
import org.spectraflow.ui.run.charts.CowChart;
import org.spectraflow.ui.run.charts.LiveChart;
import org.spectraflow.ui.run.charts.MemoryTimelineChart;
import org.spectraflow.ui.run.charts.ScoresChart;
import org.spectraflow.ui.run.charts.StepCacheChart;
import org.spectraflow.ui.run.charts.StepMemoryChart;
import org.spectraflow.ui.run.compare.CompareModel;
import org.spectraflow.ui.run.compare.CompareView;
import org.spectraflow.ui.run.export.ChartExport;
import org.spectraflow.ui.run.peak.LivePeakChart;
import org.spectraflow.ui.run.results.HeatMapFigure;
import org.spectraflow.ui.run.results.HeatMapView;
import org.spectraflow.ui.run.results.ResultsTable;
import org.spectraflow.ui.run.session.RunSession;
import org.spectraflow.ui.selection.SampleSelection;
import org.spectraflow.ui.selection.SelectionBar;
import org.spectraflow.ui.sweep.SweepModel;
import org.spectraflow.ui.sweep.SweepView;

/**
 * The run workspace the main window places next to the editor: run toolbar on top, and tabs for the
 * five live charts, the live-at-peak view, the heat map, compare, the CacheConfig panel and
 * problems. A {@link FramePump} drains the model's events once per frame and redraws only the
 * visible tab, at most every {@value #REDRAW_MILLIS} ms while events arrive (less often when a
 * redraw is slow). Charts follow {@link #darkProperty()}. Call {@link #dispose()} when the view is
 * closed.
 */
public final class RunWorkspace extends BorderPane {

  static final long REDRAW_MILLIS = 200;

  private final RunModel model;
  private final CompareModel compare;
  private final BooleanProperty dark = new SimpleBooleanProperty(this, "dark");
  private final TabPane tabs = new TabPane();
  private final List<LiveChart> charts = new ArrayList<>();
  private final Map<Tab, Runnable> redraw = new IdentityHashMap<>();
  private final Map<Tab, LiveChart> chartOf = new IdentityHashMap<>();
  private final Map<Tab, Long> drawnStamp = new IdentityHashMap<>();
  private final FramePump pump = new FramePump(this::frame);
  private final HeatMapView heatMap;
  private final SampleSelection samples = new SampleSelection();
  private final DiagnosticsModel diagnostics;
  private final SelectionBar selectionBar = new SelectionBar(samples);
  private SweepModel sweep;
  private final RunActions actions;
  private long stamp;
  private long lastRedraw;
  private long lastRedrawCost;

  /** A workspace over {@code model}, comparing on the same engine. */
  public RunWorkspace(RunModel model) {
    this(
        model,
        new CompareModel(
            model.engine(), RunModel.runThread(), Platform::runLater, InstantSource.system()));
  }

  /** A workspace over {@code model} and {@code compare}. */
  public RunWorkspace(RunModel model, CompareModel compare) {
    this.model = model;
    this.compare = compare;
    ChartWarmUp.startOnce();
    RunWarmUp.startOnce();
    RunProfile profile = model.profile();
    model.paceByFrames();
    getStylesheets().add(RunWorkspace.class.getResource("run.css").toExternalForm());
    heatMap = new HeatMapView(profile.heatMap(), profile.selection());
    actions = new RunActions(this, model, compare);
    setTop(actions.toolbar());
    tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    addChart(
        "Memory",
        new MemoryTimelineChart(profile.timeline(), profile.selection()),
        "Press Run to see the memory timeline: the process' RSS, the JVM heap and the steady bytes"
            + " of the data after every step, with the variant boundaries.");
    addChart(
        "Per step",
        new StepMemoryChart(profile.stepMemory()),
        "Press Run to see each step's steady bytes and RSS change for the latest (or selected)"
            + " variant. Hover a bar to find its step in the other charts and on the canvas.");
    addChart(
        "Copy-on-write",
        new CowChart(profile.cow()),
        "Press Run to see copy-on-write per branch: snapshots, restores and detaches, and the"
            + " bytes each branch shares or had to copy.");
    addChart(
        "Step cache",
        new StepCacheChart(profile.stepCache()),
        "Press Run to see the step cache: hits, misses and evictions over time, and its size"
            + " against the step_cache_max_mb budget.");
    addChart(
        "Live at peak",
        new LivePeakChart(profile.livePeak(), profile.selection()),
        "Press Run to see where the bytes are at the run's peak RSS: the data of each variant in"
            + " flight and the step cache's entries, by step and branch.");
    scoresTab(profile);
    addTab(
        "Heat map",
        EmptyState.over(
            heatMap,
            "Press Run to see the variant × step heat map: the bytes each step allocated in each"
                + " variant, and the cells served from the step cache.",
            profile,
            model.runningProperty(),
            "empty-heat-map"),
        heatMap::refresh);
    sweep = new SweepModel(ForkJoinPool.commonPool(), Platform::runLater);
    profile
        .reportProperty()
        .subscribe(
            report -> {
              RunRequest ran = model.lastRequestProperty().get();
              sweep.show(ran == null ? null : ran.pipeline(), report);
            });
    addTab("Sweep", new SweepView(sweep), () -> {});
    diagnostics = new DiagnosticsModel();
    diagnostics.reportProperty().bind(profile.reportProperty());
    diagnostics.modelProperty().bind(profile.results().selectedModelProperty());
    addTab("Diagnostics", new DiagnosticsView(diagnostics, samples), () -> {});
    CompareView compareView = new CompareView(compare, actions::compare);
    charts.add(compareView.chart());
    addTab("Compare", compareView, () -> {});
    addTab(
        "Cache config",
        new ScrollPane(new CacheConfigPanel(model.cacheConfig(), model.clearCache())),
        () -> {});
    ListView<String> logList = log();
    Tab logTab = addTab("Log", logList, () -> {});
    ShownItems.follow(logList, profile.log().lines(), logTab.selectedProperty());
    addTab("Problems", problems(profile.problems()), () -> {});
    setCenter(tabs);
    setBottom(selectionBar);
    profile.revisionProperty().addListener(o -> stamp++);
    profile.selection().variantProperty().addListener(o -> stamp++);
    profile.selection().stepProperty().addListener(o -> stamp++);
    profile.selection().hoveredStepProperty().addListener(o -> stamp++);
    tabs.getSelectionModel().selectedItemProperty().addListener(o -> redrawSelected(true));
    dark.addListener((obs, old, d) -> applyTheme(d));
    model.resetsProperty().addListener(o -> compare.clear());
    pump.start();
  }

  private void addChart(String title, LiveChart chart, String emptyMessage) {
    charts.add(chart);
    Tab tab =
        addTab(
            title,
            EmptyState.over(
                chart.node(),
                emptyMessage,
                model.profile(),
                model.runningProperty(),
                "empty-" + tabId(title)),
            chart::refresh);
    chartOf.put(tab, chart);
  }

  private static String tabId(String title) {
    return title.toLowerCase(Locale.ROOT).replace(' ', '-');
  }

  private void scoresTab(RunProfile profile) {
    ScoresChart scores = new ScoresChart(profile.results(), profile.selection());
    scores.linkSamples(samples);
    charts.add(scores);
    Node chart =
        EmptyState.over(
            scores.node(),
            "Press Run to see every model's score, ranked by what nirs4all selects on, and the"
                + " best model's predicted-versus-actual plot.",
            profile,
            model.runningProperty(),
            "empty-scores");
    ResultsTable table = new ResultsTable(profile.results(), profile.selection());
    PredictionsTable predictions = new PredictionsTable(samples);
    Runnable follow =
        () ->
            predictions.show(
                scores
                    .shownModel()
                    .map(
                        m ->
                            PredictionRow.of(
                                ScoresChart.points(m),
                                CvFolds.of(
                                    profile.reportProperty().get(),
                                    m.variant(),
                                    m.cvPredictions())))
                    .orElse(List.of()));
    profile.results().models().addListener((javafx.beans.InvalidationListener) o -> follow.run());
    profile.results().selectedModelProperty().addListener(o -> follow.run());
    profile.reportProperty().addListener(o -> follow.run());
    profile.selection().variantProperty().addListener(o -> follow.run());
    SplitPane lower = new SplitPane(table, predictions);
    lower.setDividerPositions(0.62);
    SplitPane split = new SplitPane(chart, lower);
    split.setOrientation(Orientation.VERTICAL);
    Tab tab = addTab("Scores", split, scores::refresh);
    chartOf.put(tab, scores);
    ShownItems.follow(table.itemsProperty(), table.shownRows(), tab.selectedProperty());
  }

  private Tab addTab(String title, Node content, Runnable refresh) {
    Tab tab = new Tab(title, content);
    tab.setId("tab-" + tabId(title));
    redraw.put(tab, refresh);
    tabs.getTabs().add(tab);
    return tab;
  }

  /** The Log view's list; its lines are attached only while its tab is shown. */
  private static ListView<String> log() {
    ListView<String> list = new ListView<>();
    list.setId("log");
    list.getStyleClass().add("run-log");
    list.setPlaceholder(
        new Label(
            "Press Run to see nirs4all's log lines here: one line per"
                + " executed step while log_step_memory is on, the step-cache line at the end while"
                + " log_cache_stats is on, and any memory warning (Cache config tab)."));
    list.setCellFactory(
        v ->
            new ListCell<>() {
              @Override
              protected void updateItem(String line, boolean empty) {
                super.updateItem(line, empty);
                setText(empty ? null : line);
                getStyleClass().remove("problem-warning");
                if (!empty && line != null && line.startsWith(LogModel.WARNING)) {
                  getStyleClass().add("problem-warning");
                }
              }
            });
    return list;
  }

  private static ListView<ProblemRow> problems(ProblemsModel problems) {
    ListView<ProblemRow> list = new ListView<>(problems.problems());
    list.setId("problems");
    list.setCellFactory(
        v ->
            new ListCell<>() {
              @Override
              protected void updateItem(ProblemRow p, boolean empty) {
                super.updateItem(p, empty);
                setText(empty || p == null ? null : p.severity() + "  " + p.describe());
                getStyleClass().removeAll("problem-error", "problem-warning");
                if (!empty && p != null) {
                  getStyleClass()
                      .add(
                          p.severity() == ProblemRow.Level.ERROR
                              ? "problem-error"
                              : "problem-warning");
                }
              }
            });
    return list;
  }

  /**
   * One frame: redraw the visible tab if it is stale and due, then drain events into the models for
   * what is left of the frame's budget ({@link RunModel#PULSE_BUDGET_NANOS}), so that a frame that
   * rebuilds a chart applies fewer events and the two together stay near the budget. A
   * 1,000-variant run's timeline takes 10–20 ms to rebuild by its end, and with a full budget of
   * events on top the frame overran a second 60 Hz tick (docs/performance.md, "Studio: FX thread
   * stalls").
   */
  void frame() {
    long start = System.nanoTime();
    redrawSelected(false);
    long left = RunModel.PULSE_BUDGET_NANOS - (System.nanoTime() - start);
    model.pulse(Instant.now(), Math.max(0, left));
  }

  private void redrawSelected(boolean force) {
    Tab tab = tabs.getSelectionModel().getSelectedItem();
    long now = System.nanoTime();
    boolean stale = tab != null && drawnStamp.getOrDefault(tab, -1L) != stamp;
    boolean due = force || !model.runningProperty().get() || now - lastRedraw >= redrawInterval();
    if (stale && due) {
      drawnStamp.put(tab, stamp);
      redraw.get(tab).run();
      lastRedraw = System.nanoTime();
      lastRedrawCost = lastRedraw - now;
    }
  }

  /**
   * Nanoseconds to wait between redraws while running: {@value #REDRAW_MILLIS} ms, or four times
   * the last redraw's cost when that was slower, so a slow chart never takes more than a fifth of
   * the FX thread.
   */
  private long redrawInterval() {
    return Math.max(REDRAW_MILLIS * 1_000_000, 4 * lastRedrawCost);
  }

  private void applyTheme(boolean darkTheme) {
    charts.forEach(c -> c.applyTheme(darkTheme));
    heatMap.applyTheme(darkTheme);
    drawnStamp.clear();
    redrawSelected(true);
  }

  /** Light (false) or dark (true) charts; bind it to the application's theme. */
  public BooleanProperty darkProperty() {
    return dark;
  }

  /** Redraws the visible tab now, its chart images included (tests and screenshots). */
  public void redrawNow() {
    model.pulse(Instant.now());
    drawnStamp.clear();
    Tab tab = tabs.getSelectionModel().getSelectedItem();
    LiveChart chart = tab == null ? null : chartOf.get(tab);
    if (chart == null) {
      redrawSelected(true);
    } else {
      drawnStamp.put(tab, stamp);
      chart.refreshNow();
    }
  }

  /**
   * Writes every chart (PNG and SVG) and the heat map with its colour scale (PNG and SVG, {@link
   * HeatMapFigure}) to {@code folder}, each first brought up to date with the run, including tabs
   * not shown since it ended; returns the files written.
   */
  public List<Path> exportCharts(Path folder, int width, int height) {
    model.pulse(Instant.now());
    charts.forEach(c -> c.refresh(width));
    heatMap.refresh();
    List<Path> written = new ArrayList<>(ChartExport.exportAll(charts, folder, width, height));
    written.addAll(
        heatMapFiles(HeatMapFigure.of(model.profile().heatMap()), folder, width, height));
    drawnStamp.clear();
    redrawSelected(true);
    return written;
  }

  /**
   * Starts writing every chart (PNG and SVG) and the heat map (PNG and SVG) to {@code folder}, as
   * {@link #exportCharts} does, but off the FX thread: here the charts are brought up to date and
   * the heat map's cells copied; the charts are drawn and written on the render thread and the heat
   * map by the returned task, already started, whose value is every file written.
   */
  public Task<List<Path>> exportChartsInBackground(Path folder, int width, int height) {
    model.pulse(Instant.now());
    List<Task<List<Path>>> parts = new ArrayList<>();
    for (LiveChart chart : charts) {
      chart.refresh(width);
      parts.add(chart.export(folder, ChartExport.slug(chart.title()), width, height));
    }
    StepHeatMap heat = HeatMapFigure.of(model.profile().heatMap());
    drawnStamp.clear();
    redrawSelected(true);
    Task<List<Path>> all =
        new Task<>() {
          @Override
          protected List<Path> call() throws Exception {
            List<Path> written = new ArrayList<>();
            for (Task<List<Path>> part : parts) {
              try {
                written.addAll(part.get());
              } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
              }
            }
            written.addAll(heatMapFiles(heat, folder, width, height));
            return written;
          }
        };
    Thread thread = new Thread(all, "spectraflow-chart-export");
    thread.setDaemon(true);
    thread.start();
    return all;
  }

  /** Draws {@code heat} with its colour scale as {@code heat-map.png} and {@code .svg}. */
  private List<Path> heatMapFiles(StepHeatMap heat, Path folder, int width, int height) {
    int tall = Math.max(height, Math.min(2000, 220 + 6 * heat.rows().size()));
    return ChartWriter.writeBoth(
        Charts.create(heat, ChartLook.of(dark.get())), folder, "heat-map", width, tall);
  }

  /** Shows a saved session: its document (in the editor), settings and replayed charts. */
  public void openSession(RunSession session) {
    actions.open(session);
  }

  /** Selects the tab titled {@code title}. */
  public void show(String title) {
    tabs.getTabs().stream()
        .filter(t -> t.getText().equals(title))
        .findFirst()
        .ifPresent(t -> tabs.getSelectionModel().select(t));
  }

  /** Every chart view (for export). */
  public List<LiveChart> charts() {
    return List.copyOf(charts);
  }

  /** The heat map (for export). */
  public HeatMapView heatMap() {
    return heatMap;
  }

  /** The frame pump (its longest pulse gap is the FX stall figure). */
  public FramePump pump() {
    return pump;
  }

  /**
   * The samples selected in any of the run's plots, shared with the spectra view
   * (docs/diagnostics.md §7).
   */
  public SampleSelection samples() {
    return samples;
  }

  /** The Diagnostics tab's model (the window gives it the dataset's metadata for colours). */
  public DiagnosticsModel diagnostics() {
    return diagnostics;
  }

  /** The selection's bar (the window sets its "Exclude selected and re-run" hook). */
  public SelectionBar selectionBar() {
    return selectionBar;
  }

  /** The sweep explorer's model (the window sets its "Show on canvas" hook). */
  public SweepModel sweep() {
    return sweep;
  }

  /** The workspace's commands (the menu bar uses them). */
  public RunActions actions() {
    return actions;
  }

  /** The run model. */
  public RunModel model() {
    return model;
  }

  /** The compare model. */
  public CompareModel compare() {
    return compare;
  }

  /** Stops the pump and any running run; the view may then be dropped. */
  public void dispose() {
    pump.stop();
    model.stop();
  }
}
