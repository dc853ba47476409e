package org.spectraflow.ui.diagnostics;

import java.util.Objects;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.ui.run.results.ModelRow;
import org.spectraflow.ui.spectra.SpectraData;

/**
 * The Diagnostics tab's presentation model: the run's report, the selected model row (null: the
 * best model) and the two components of the scores plot; {@link #figuresProperty()} follows them.
 * The figures are read from the report's own diagnostics (the numbers the command line writes), so
 * recomputing them is cheap. FX thread only.
 */
public final class DiagnosticsModel {

  private final ObjectProperty<RunReport> report = new SimpleObjectProperty<>();
  private final ObjectProperty<ModelRow> model = new SimpleObjectProperty<>();
  private final IntegerProperty componentA = new SimpleIntegerProperty(1);
  private final IntegerProperty componentB = new SimpleIntegerProperty(2);
  private final ObjectProperty<SpectraData> samples = new SimpleObjectProperty<>();
  private final StringProperty colourBy = new SimpleStringProperty(SpectraData.BY_Y);
  private final ObservableList<String> colourChoices =
      FXCollections.observableArrayList(SpectraData.BY_Y);
  private final ReadOnlyObjectWrapper<DiagnosticsFigures> figures =
      new ReadOnlyObjectWrapper<>(
          DiagnosticsFigures.none("Press Run to see the selected PLS model's diagnostics."));

  /** A model showing nothing until a report arrives. */
  public DiagnosticsModel() {
    report.addListener(o -> update());
    model.addListener(o -> update());
    componentA.addListener(o -> update());
    componentB.addListener(o -> update());
    colourBy.addListener(o -> update());
    samples.subscribe(
        d -> {
          colourChoices.setAll(d == null ? java.util.List.of(SpectraData.BY_Y) : d.colourChoices());
          if (!colourChoices.contains(colourBy.get())) {
            colourBy.set(SpectraData.BY_Y);
          }
          update();
        });
  }

  /**
   * The dataset's spectra and metadata (the spectra view's), which colour the scores plot by y or a
   * metadata column through the samples' dataset ids; null: by the out-of-fold targets.
   */
  public ObjectProperty<SpectraData> samplesProperty() {
    return samples;
  }

  /** What colours the scores plot: {@link SpectraData#BY_Y} or a metadata column's name. */
  public StringProperty colourByProperty() {
    return colourBy;
  }

  /** The colour choices: y, then the dataset's metadata columns. */
  public ObservableList<String> colourChoices() {
    return colourChoices;
  }

  /** The run's report (null before a run ends). */
  public ObjectProperty<RunReport> reportProperty() {
    return report;
  }

  /** The selected model row; null shows the report's best model. */
  public ObjectProperty<ModelRow> modelProperty() {
    return model;
  }

  /** The scores plot's horizontal component (1-based). */
  public IntegerProperty componentAProperty() {
    return componentA;
  }

  /** The scores plot's vertical component (1-based). */
  public IntegerProperty componentBProperty() {
    return componentB;
  }

  /** What the tab draws. */
  public ReadOnlyObjectProperty<DiagnosticsFigures> figuresProperty() {
    return figures.getReadOnlyProperty();
  }

  private void update() {
    RunReport r = report.get();
    if (r == null) {
      figures.set(
          DiagnosticsFigures.none("Press Run to see the selected PLS model's diagnostics."));
      return;
    }
    ModelRow row = model.get();
    ModelReport chosen = null;
    String label = null;
    for (VariantReport v : r.variants()) {
      for (ModelReport m : v.models()) {
        boolean match =
            row == null
                ? chosen == null || better(m, chosen)
                : v.index() == row.variant()
                    && m.name().equals(row.model())
                    && Objects.equals(m.branch(), row.branch());
        if (match) {
          chosen = m;
          label =
              "#"
                  + v.index()
                  + " "
                  + m.name()
                  + (m.branch() == null ? "" : " [" + m.branch() + "]");
        }
      }
    }
    if (chosen == null) {
      figures.set(DiagnosticsFigures.none("Select a model in the Scores tab's results table."));
      return;
    }
    DiagnosticsFigures f = DiagnosticsFigures.of(chosen, label, componentA.get(), componentB.get());
    if (f.scores() != null && chosen.diagnostics() != null) {
      ScoresColours colours =
          ScoresColours.of(
              samples.get(),
              colourBy.get(),
              chosen.diagnostics().calibrationSamples(),
              chosen.diagnostics().testSamples());
      if (colours != null) {
        f = f.withScores(f.scores().withColours(colours));
      }
    }
    figures.set(f);
  }

  private static boolean better(ModelReport m, ModelReport than) {
    boolean higher = m.scoreNames().primary().higherIsBetter();
    double a = m.selectionScore();
    double b = than.selectionScore();
    if (Double.isNaN(b)) {
      return !Double.isNaN(a);
    }
    return higher ? a > b : a < b;
  }
}
