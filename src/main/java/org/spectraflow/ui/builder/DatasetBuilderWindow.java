package org.spectraflow.ui.builder;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.Targets;
import org.spectraflow.engine.data.builder.BuildPlan;
import org.spectraflow.engine.data.builder.BuildRequest;
import org.spectraflow.engine.data.builder.DatasetFolderWriter;
import org.spectraflow.engine.data.builder.DatasetPlanner;
import org.spectraflow.engine.data.builder.DatasetSplit;
import org.spectraflow.engine.data.builder.Match;
import org.spectraflow.engine.data.builder.SplitChoice;
import org.spectraflow.engine.data.formats.SpectraDatasets;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.Spectrum;
import org.spectraflow.ui.spectra.SpectraData;
import org.spectraflow.ui.spectra.SpectraView;
import org.spectraflow.ui.spectra.SpectraViewModel;

/**
 * A window that builds a nirs4all dataset folder from spectra files and a reference table: the
 * files, the table and its columns, the split and the output folder are chosen; Plan shows the
 * engine's matched pairs and the unmatched files and ids; Write writes the folder and hands it to
 * {@code onWritten}. Reading, planning and writing run in a background {@link Task}, never on the
 * FX thread; a second action waits for the first to finish (one worker thread).
 */
public final class DatasetBuilderWindow {

  private final Stage stage = new Stage();
  private final ExecutorService background =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "dataset-builder");
            t.setDaemon(true);
            return t;
          });
  private final ObservableList<Path> files = FXCollections.observableArrayList();
  private final TextField reference = new TextField();
  private final TextField idColumn = new TextField("sample");
  private final TextField targets = new TextField();
  private final TextField metadata = new TextField();
  private final ChoiceBox<String> split =
      new ChoiceBox<>(FXCollections.observableArrayList("kennard-stone", "spxy", "random"));
  private final TextField splitColumn = new TextField();
  private final TextField fraction = new TextField("0.25");
  private final TextField seed = new TextField("0");
  private final TextField out = new TextField();
  private final CheckBox force = new CheckBox("Replace a non-empty folder");
  private final ListView<String> matched = new ListView<>();
  private final ListView<String> unmatched = new ListView<>();
  private final Label status = new Label("Choose files and a reference table, then Plan.");
  private final SpectraViewModel spectra = new SpectraViewModel("Matched spectra");
  private final Consumer<Path> onWritten;

  /**
   * A window owned by {@code owner}; {@code onWritten} receives each folder written (FX thread).
   */
  public DatasetBuilderWindow(Window owner, Consumer<Path> onWritten) {
    this.onWritten = onWritten;
    stage.initOwner(owner);
    stage.setTitle("New Dataset from Files");
    stage.setOnHidden(e -> background.shutdown());
    split.setValue("kennard-stone");
    matched.setId("builder-matched");
    unmatched.setId("builder-unmatched");
    status.setId("builder-status");
    ListView<Path> fileList = new ListView<>(files);
    fileList.setPrefHeight(110);
    Button addFiles = button("Add Files…", this::addFiles);
    Button clear = button("Clear", files::clear);
    Button chooseRef = button("…", this::chooseReference);
    Button chooseOut = button("…", this::chooseOut);
    GridPane form = new GridPane();
    form.setHgap(8);
    form.setVgap(6);
    int r = 0;
    form.addRow(r++, new Label("Spectra files"), fileList, new VBox(6, addFiles, clear));
    form.addRow(r++, new Label("Reference table"), reference, chooseRef);
    form.addRow(r++, new Label("Sample id column"), idColumn);
    form.addRow(r++, new Label("Target column(s)"), targets);
    form.addRow(r++, new Label("Metadata columns"), metadata);
    HBox splitRow =
        new HBox(
            8,
            split,
            new Label("or column"),
            splitColumn,
            new Label("test fraction"),
            fraction,
            new Label("seed"),
            seed);
    fraction.setPrefColumnCount(4);
    seed.setPrefColumnCount(5);
    splitColumn.setPrefColumnCount(8);
    form.addRow(r++, new Label("Split"), splitRow);
    form.addRow(r++, new Label("Output folder"), out, chooseOut);
    form.add(force, 1, r++);
    GridPane.setHgrow(fileList, Priority.ALWAYS);
    targets.setPromptText("e.g. protein, fat");
    metadata.setPromptText("optional, comma separated");
    VBox matchedBox = new VBox(4, new Label("Matched (id ← spectrum)"), matched);
    VBox unmatchedBox = new VBox(4, new Label("Unmatched and duplicates"), unmatched);
    SpectraView view = new SpectraView(spectra);
    view.setId("builder-spectra");
    view.compactToolbar();
    view.setPrefWidth(520);
    VBox listBox = new VBox(8, matchedBox, unmatchedBox);
    listBox.setPrefWidth(380);
    HBox lists = new HBox(8, listBox, view);
    HBox.setHgrow(view, Priority.ALWAYS);
    VBox.setVgrow(matchedBox, Priority.ALWAYS);
    VBox.setVgrow(matched, Priority.ALWAYS);
    VBox.setVgrow(unmatched, Priority.ALWAYS);
    Button plan = button("Plan", () -> start(false));
    plan.setId("builder-plan");
    Button write = button("Write Dataset", () -> start(true));
    write.setId("builder-write");
    HBox actions = new HBox(8, plan, write, status);
    VBox root = new VBox(10, form, lists, actions);
    VBox.setVgrow(lists, Priority.ALWAYS);
    root.setPadding(new Insets(12));
    stage.setScene(new Scene(root, 1100, 720));
  }

  /** The window's stage (tests look its controls up by id). */
  Stage stage() {
    return stage;
  }

  /** Shows the window. */
  public void show() {
    stage.show();
  }

  /** Fills the form (a caller that already knows the files, and screenshots). */
  public void preset(List<Path> spectra, Path table, String id, String target, Path folder) {
    files.setAll(spectra);
    reference.setText(table.toString());
    idColumn.setText(id);
    targets.setText(target);
    out.setText(folder.toString());
  }

  /** Runs the planner (and the writer when {@code andWrite}) off the FX thread. */
  public void start(boolean andWrite) {
    BuildRequest request;
    Path folder;
    try {
      request = request();
      folder = andWrite ? Path.of(out.getText().trim()) : null;
    } catch (IllegalArgumentException e) {
      status.setText(e.getMessage());
      return;
    }
    boolean replace = force.isSelected();
    status.setText(andWrite ? "Writing…" : "Planning…");
    Task<Object[]> task =
        new Task<>() {
          @Override
          protected Object[] call() {
            if (folder != null) {
              DatasetFolderWriter.check(request, folder, replace);
            }
            BuildPlan p = DatasetPlanner.standard().plan(request);
            SpectraData shown = spectraOf(p);
            DatasetSplit s = folder == null ? null : DatasetFolderWriter.write(p, folder, replace);
            return new Object[] {p, s, shown};
          }
        };
    task.setOnSucceeded(
        e -> {
          BuildPlan p = (BuildPlan) task.getValue()[0];
          DatasetSplit s = (DatasetSplit) task.getValue()[1];
          spectra.dataProperty().set((SpectraData) task.getValue()[2]);
          show(p);
          if (s == null) {
            status.setText(summary(p));
          } else {
            status.setText(
                "Wrote "
                    + folder.getFileName()
                    + ": "
                    + s.train().length
                    + " calibration, "
                    + s.test().length
                    + " validation samples");
            onWritten.accept(folder);
          }
        });
    task.setOnFailed(
        e -> status.setText("Error: " + String.valueOf(task.getException().getMessage())));
    background.execute(task);
  }

  /** The matched spectra as the spectra view draws them, titled by their ids (background). */
  private static SpectraData spectraOf(BuildPlan p) {
    List<Spectrum> titled = new ArrayList<>();
    for (Match m : p.matched()) {
      titled.add(Spectrum.of(m.id(), m.spectrum().x(), m.spectrum().y()));
    }
    SpectraFile file = new SpectraFile("matched", titled, p.xUnits(), "", java.util.Map.of());
    SpectroDataset data = SpectraDatasets.toDataset(null, file, Precision.FLOAT64);
    String target = p.request().targets().get(0);
    int col = p.table().column(target, "--target");
    double[][] y = new double[titled.size()][1];
    try {
      for (int i = 0; i < y.length; i++) {
        y[i][0] = Double.parseDouble(p.table().rows().get(p.matched().get(i).row())[col]);
      }
      data.setTargets(Targets.ofNumeric(List.of(target), y, Precision.FLOAT64));
    } catch (NumberFormatException textTarget) {
      // a text target (classes) is not a colour scale: the spectra stay uncoloured
    }
    return SpectraData.raw(data);
  }

  private void show(BuildPlan p) {
    List<String> m = new ArrayList<>();
    for (Match x : p.matched()) {
      m.add(x.id() + "  ←  " + x.source());
    }
    matched.getItems().setAll(m);
    List<String> u = new ArrayList<>();
    p.unmatchedFiles().forEach(f -> u.add("file without id: " + f));
    p.unmatchedIds().forEach(i -> u.add("id without file: " + i));
    p.duplicateIds().forEach(i -> u.add("duplicate id: " + i));
    unmatched.getItems().setAll(u);
  }

  private static String summary(BuildPlan p) {
    return p.matched().size()
        + " matched ("
        + p.axis().length
        + " points), "
        + p.unmatchedFiles().size()
        + " unmatched files, "
        + p.unmatchedIds().size()
        + " unmatched ids, "
        + p.duplicateIds().size()
        + " duplicates";
  }

  private BuildRequest request() {
    if (files.isEmpty()) {
      throw new IllegalArgumentException("Add at least one spectra file.");
    }
    if (reference.getText().isBlank()) {
      throw new IllegalArgumentException("Choose a reference table.");
    }
    double f;
    long s;
    try {
      f = Double.parseDouble(fraction.getText().trim());
      s = Long.parseLong(seed.getText().trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("The test fraction and the seed must be numbers.");
    }
    String kind =
        splitColumn.getText().isBlank() ? split.getValue() : "column:" + splitColumn.getText();
    return new BuildRequest(
        files,
        Path.of(reference.getText().trim()),
        idColumn.getText().trim(),
        names(targets.getText()),
        names(metadata.getText()),
        SplitChoice.parse(kind, f, s),
        false);
  }

  private static List<String> names(String text) {
    return Arrays.stream(text.split(",")).map(String::trim).filter(t -> !t.isEmpty()).toList();
  }

  private void addFiles() {
    List<File> chosen = new FileChooser().showOpenMultipleDialog(stage);
    if (chosen != null) {
      chosen.forEach(c -> files.add(c.toPath()));
    }
  }

  private void chooseReference() {
    FileChooser chooser = new FileChooser();
    chooser
        .getExtensionFilters()
        .add(new FileChooser.ExtensionFilter("Reference tables", "*.csv", "*.xlsx", "*.txt"));
    File f = chooser.showOpenDialog(stage);
    if (f != null) {
      reference.setText(f.getPath());
    }
  }

  private void chooseOut() {
    File f = new DirectoryChooser().showDialog(stage);
    if (f != null) {
      out.setText(f.getPath());
    }
  }

  private static Button button(String text, Runnable action) {
    Button b = new Button(text);
    b.setOnAction(e -> action.run());
    return b;
  }
}
