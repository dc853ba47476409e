package org.spectraflow.ui.editor.inspector;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.util.Subscription;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.ParamSweep;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.ui.editor.EditActions;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.JsonTree;
import org.spectraflow.ui.editor.OperatorSite;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.SweepSuggestion;

/**
 * Presentation model of the inspector. For a selected operator it lists one {@link ParamField} per
 * declared parameter (then any undeclared ones); for other steps it offers the node's JSON. Edits
 * go through {@link EditActions} as single commands; a value equal to the default is removed from
 * the document. FX thread only.
 */
public final class InspectorModel {

  /** What the inspector shows. */
  public enum Mode {
    NOTHING,
    OPERATOR,
    RAW
  }

  private final EditorModel editor;
  private final EditActions actions;
  private final OperatorRegistry registry;
  private final ReadOnlyObjectWrapper<Mode> mode =
      new ReadOnlyObjectWrapper<>(this, "mode", Mode.NOTHING);
  private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
  private final ReadOnlyStringWrapper subtitle = new ReadOnlyStringWrapper(this, "subtitle", "");
  private final ReadOnlyStringWrapper rawJson = new ReadOnlyStringWrapper(this, "rawJson", "");
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
  private final ObservableList<ParamField> fields = FXCollections.observableArrayList();
  private final Subscription subscription;

  /**
   * Follows the editor's selection and document. The document is followed through its tree, which
   * the editor sets after the document: a structural edit that keeps the selected path (a wrap in a
   * branch or {@code _or_}, an undo) then shows the node now there, not the one before the edit.
   */
  public InspectorModel(EditorModel editor, EditActions actions, OperatorRegistry registry) {
    this.editor = editor;
    this.actions = actions;
    this.registry = registry;
    this.subscription =
        editor
            .selectionProperty()
            .subscribe(p -> refresh())
            .and(editor.treeProperty().subscribe(t -> refresh()));
  }

  private void refresh() {
    StepPath sel = editor.selectionProperty().get();
    if (sel == null || !JsonTree.exists(editor.steps(), sel)) {
      show(
          Mode.NOTHING,
          "Nothing selected",
          "Select a step on the canvas or in the outline",
          List.of());
      return;
    }
    JsonValue node = JsonTree.get(editor.steps(), sel);
    rawJson.set(PipelineWriter.toJson(node));
    JsonValue normal = node instanceof JsonObject o ? ParamSweep.normalise(o) : node;
    Optional<Operator> op =
        OperatorSite.of(normal, StepPath.ROOT).map(p -> new Operator(JsonTree.get(normal, p)));
    Optional<OperatorSpec> spec = op.flatMap(registry::resolve);
    if (op.isEmpty()) {
      show(
          Mode.RAW,
          editor.selectedNode().map(n -> n.title()).orElse("step"),
          "Edit the JSON of this step",
          List.of());
    } else {
      String sub =
          spec.map(s -> s.canonicalPath() + " — " + s.description())
              .orElse(
                  op.get().reference().orElse("?")
                      + " — not supported by the engine; parameters kept as written");
      show(Mode.OPERATOR, op.get().simpleName(), sub, fields(op.get(), spec));
    }
  }

  private void show(Mode m, String t, String sub, List<ParamField> f) {
    title.set(t);
    subtitle.set(sub);
    fields.setAll(f);
    mode.set(m);
  }

  private static List<ParamField> fields(Operator op, Optional<OperatorSpec> spec) {
    List<ParamField> out = new ArrayList<>();
    JsonObject params = op.params();
    spec.ifPresent(s -> s.params().forEach(p -> out.add(field(p.name(), p, params.get(p.name())))));
    params.keys().stream()
        .filter(k -> spec.flatMap(s -> s.param(k)).isEmpty())
        .forEach(k -> out.add(field(k, null, params.get(k))));
    return out;
  }

  private static ParamField field(String name, ParamSpec p, Optional<JsonValue> value) {
    JsonValue def = p == null ? JsonValue.NULL : p.defaultValue();
    JsonValue v = value.orElse(def);
    String range = p == null ? "" : range(p);
    List<String> choices =
        p == null ? List.of() : p.choices().stream().map(ParamValues::format).toList();
    return new ParamField(
        name,
        p,
        ParamValues.format(v),
        p == null ? "" : ParamValues.format(def),
        range,
        choices,
        SweepSuggestion.isSwept(v),
        value.isEmpty());
  }

  private static String range(ParamSpec p) {
    String min =
        p.minimum()
            .map(m -> "≥ " + PythonJson.displayRepr(JsonValue.of(m)).replace(".0", ""))
            .orElse("");
    String max =
        p.maximum()
            .map(m -> "≤ " + PythonJson.displayRepr(JsonValue.of(m)).replace(".0", ""))
            .orElse("");
    return (min + " " + max).strip();
  }

  /**
   * Applies typed text to a parameter; returns false (and sets {@link #errorProperty()}) if it does
   * not parse.
   */
  public boolean apply(String name, String text) {
    ParamSpec spec =
        fields.stream()
            .filter(f -> f.name().equals(name))
            .findFirst()
            .map(ParamField::spec)
            .orElse(null);
    JsonValue value;
    try {
      value = ParamValues.parse(name, spec, text);
    } catch (IllegalArgumentException e) {
      error.set(e.getMessage());
      return false;
    }
    error.set("");
    boolean isDefault = spec != null && spec.defaultValue().equals(value);
    String verb = SweepSuggestion.isSwept(value) ? "Sweep " : "Set ";
    return actions.setParameter(
        name, value, isDefault, verb + name + " = " + ParamValues.format(value));
  }

  /** Replaces the selected node with edited JSON; false (with an error) if it is not JSON. */
  public boolean applyRaw(String json) {
    try {
      JsonValue value = PipelineReader.parseJson(json);
      error.set("");
      return actions.replaceSelection(value);
    } catch (IllegalArgumentException e) {
      error.set("Not valid JSON: " + e.getMessage());
      return false;
    }
  }

  /** What is shown. */
  public ReadOnlyObjectProperty<Mode> modeProperty() {
    return mode.getReadOnlyProperty();
  }

  /** The operator or step name. */
  public ReadOnlyStringProperty titleProperty() {
    return title.getReadOnlyProperty();
  }

  /** The class path and description. */
  public ReadOnlyStringProperty subtitleProperty() {
    return subtitle.getReadOnlyProperty();
  }

  /** The selected node's JSON. */
  public ReadOnlyStringProperty rawJsonProperty() {
    return rawJson.getReadOnlyProperty();
  }

  /** The last edit's parse error, or empty. */
  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  /** The form rows. */
  public ObservableList<ParamField> fields() {
    return fields;
  }

  /** Stops following the editor. */
  public void dispose() {
    subscription.unsubscribe();
  }
}
