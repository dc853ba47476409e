package org.spectraflow.ui.diagnostics;

import java.util.Objects;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.ui.run.results.ModelRow;

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
  private final ReadOnlyObjectWrapper<DiagnosticsFigures> figures =
      new ReadOnlyObjectWrapper<>(
          DiagnosticsFigures.none("Press Run to see the selected PLS model's diagnostics."));

  /** A model showing nothing until a report arrives. */
  public DiagnosticsModel() {
    report.addListener(o -> update());
    model.addListener(o -> update());
    componentA.addListener(o -> update());
    componentB.addListener(o -> update());
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
    figures.set(
        chosen == null
            ? DiagnosticsFigures.none("Select a model in the Scores tab's results table.")
            : DiagnosticsFigures.of(chosen, label, componentA.get(), componentB.get()));
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
