package org.spectraflow.ui.editor.inspector;

import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.Subscription;

/**
 * The inspector: the selected step's typed parameter form (text fields commit on Enter or when
 * focus leaves; check boxes and choice boxes commit at once), or its JSON for steps without a form.
 * Each row shows the default as a prompt, the range and unit, and the description.
 */
public final class InspectorView extends VBox {

  /** Style class of the inspector. */
  public static final String STYLE_CLASS = "inspector";

  private final InspectorModel model;
  private final VBox form = new VBox(10);
  private final ListChangeListener<ParamField> rebuild = c -> rebuild();
  private final Subscription subscription;

  /** Builds the inspector over its model. */
  public InspectorView(InspectorModel model) {
    this.model = model;
    getStyleClass().add(STYLE_CLASS);
    Label title = new Label();
    title.getStyleClass().add("inspector-title");
    title.textProperty().bind(model.titleProperty());
    Label subtitle = new Label();
    subtitle.getStyleClass().add("muted");
    subtitle.setWrapText(true);
    subtitle.textProperty().bind(model.subtitleProperty());
    Label error = new Label();
    error.setId("inspector-error");
    error.getStyleClass().add("danger-text");
    error.setWrapText(true);
    error.textProperty().bind(model.errorProperty());
    ScrollPane scroll = new ScrollPane(form);
    scroll.setFitToWidth(true);
    VBox.setVgrow(scroll, Priority.ALWAYS);
    setSpacing(6);
    setPadding(new Insets(8));
    getChildren().addAll(paneTitle(), title, subtitle, error, scroll);
    model.fields().addListener(rebuild);
    subscription = model.modeProperty().subscribe(m -> rebuild());
  }

  private static Label paneTitle() {
    Label l = new Label("Inspector");
    l.getStyleClass().add("pane-title");
    return l;
  }

  private void rebuild() {
    String focusedField = focusedFieldId();
    form.getChildren().clear();
    switch (model.modeProperty().get()) {
      case OPERATOR -> model.fields().forEach(f -> form.getChildren().add(row(f)));
      case RAW -> form.getChildren().add(rawEditor());
      default -> {}
    }
    if (focusedField != null) {
      Node again = form.lookup("#" + focusedField);
      (again != null ? again : this).requestFocus();
    }
  }

  /**
   * The id of the parameter editor that has keyboard focus, so a refreshed form keeps the keyboard
   * user's place.
   */
  private String focusedFieldId() {
    Node owner = getScene() == null ? null : getScene().getFocusOwner();
    for (Node n = owner; n != null && n != form; n = n.getParent()) {
      if (n.getStyleClass().contains("param-editor")) {
        return n.getId();
      }
    }
    return null;
  }

  /** Moves keyboard focus to the first editable field (Enter on the canvas). */
  public void focusFirstField() {
    form.lookupAll(".param-editor").stream().findFirst().ifPresent(Node::requestFocus);
  }

  private Node row(ParamField f) {
    Label name = new Label(f.name() + (f.unit().isEmpty() ? "" : " (" + f.unit() + ")"));
    name.getStyleClass().add(f.isDefault() ? "param-name" : "param-name-set");
    Node editor = editor(f);
    editor.getStyleClass().add("param-editor");
    editor.setId("param-" + f.name());
    String hint =
        (f.rangeText().isEmpty() ? "" : f.rangeText() + " · ")
            + (f.spec() != null && f.spec().required() ? "required" : "default " + f.defaultText())
            + " · "
            + f.description();
    Label help = new Label(hint);
    help.getStyleClass().add("param-help");
    help.setWrapText(true);
    HBox.setHgrow(editor, Priority.ALWAYS);
    VBox row = new VBox(3, name, ParamStepper.steps(f) ? withStepButtons(f, editor) : editor, help);
    Tooltip.install(row, new Tooltip(f.description()));
    return row;
  }

  /** A number field with − and + buttons beside it, so numbers can be set with the mouse alone. */
  private Node withStepButtons(ParamField f, Node editor) {
    HBox box =
        new HBox(4, editor, stepButton(f, -1, "\u2212", "down"), stepButton(f, 1, "+", "up"));
    box.setAlignment(Pos.CENTER_LEFT);
    return box;
  }

  private Button stepButton(ParamField f, int direction, String label, String idSuffix) {
    Button b = new Button(label);
    b.setId("param-" + f.name() + "-" + idSuffix);
    b.getStyleClass().add("param-step");
    b.setFocusTraversable(false);
    b.setTooltip(new Tooltip((direction < 0 ? "Decrease " : "Increase ") + f.name() + " by 1"));
    b.setOnAction(
        e -> ParamStepper.step(f, direction).ifPresent(value -> model.apply(f.name(), value)));
    return b;
  }

  private Node editor(ParamField f) {
    return switch (f.editor()) {
      case CHECK -> {
        CheckBox box = new CheckBox(f.text());
        box.setSelected(f.text().equals("True"));
        box.setOnAction(e -> model.apply(f.name(), box.isSelected() ? "True" : "False"));
        yield box;
      }
      case CHOICE -> {
        ComboBox<String> box = new ComboBox<>();
        box.getItems().setAll(f.choices());
        box.setValue(f.text());
        box.setMaxWidth(Double.MAX_VALUE);
        box.setOnAction(e -> model.apply(f.name(), box.getValue()));
        yield box;
      }
      case TEXT -> text(f);
    };
  }

  private TextField text(ParamField f) {
    TextField field = new TextField(f.isDefault() ? "" : f.text());
    field.setPromptText(f.spec() != null && f.spec().required() ? "required" : f.defaultText());
    if (f.swept()) {
      field.getStyleClass().add("swept");
    }
    field.setOnAction(e -> model.apply(f.name(), field.getText()));
    field
        .focusedProperty()
        .addListener(
            (o, was, now) -> {
              if (was && !now && !field.getText().equals(f.isDefault() ? "" : f.text())) {
                model.apply(f.name(), field.getText());
              }
            });
    return field;
  }

  private Node rawEditor() {
    TextArea area = new TextArea(model.rawJsonProperty().get());
    area.setId("inspector-json");
    area.getStyleClass().add("code");
    area.setPrefRowCount(14);
    Button apply = new Button("Apply JSON");
    apply.setId("inspector-apply");
    apply.setOnAction(e -> model.applyRaw(area.getText()));
    return new VBox(6, area, apply);
  }

  /** Stops listening to the model. */
  public void dispose() {
    model.fields().removeListener(rebuild);
    subscription.unsubscribe();
  }
}
