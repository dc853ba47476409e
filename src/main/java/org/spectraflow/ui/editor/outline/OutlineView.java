package org.spectraflow.ui.editor.outline;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.Subscription;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;

/**
 * The outline tree of the document: the same {@link StepTree} the canvas draws, rebuilt on every
 * change; selecting in either selects in both.
 */
public final class OutlineView extends VBox {

  private final EditorModel editor;
  private final TreeView<StepTree> tree = new TreeView<>();
  private final Subscription subscription;
  private boolean syncing;

  /** Builds the outline of the editor's document. */
  public OutlineView(EditorModel editor) {
    this.editor = editor;
    getStyleClass().add("outline");
    tree.setId("outline-tree");
    tree.setShowRoot(false);
    tree.setCellFactory(v -> new NodeCell());
    tree.getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (o, a, item) -> {
              if (!syncing && item != null && item.getValue().shape() != StepTree.Shape.LANE) {
                editor.selectionProperty().set(item.getValue().path());
              }
            });
    Label title = new Label("Outline");
    title.getStyleClass().add("pane-title");
    Label empty = new Label("The pipeline is empty: drag a step from the palette onto the canvas");
    empty.setId("outline-empty");
    empty.setWrapText(true);
    empty.getStyleClass().add("muted");
    empty.visibleProperty().bind(editor.treeProperty().map(t -> t.children().isEmpty()));
    empty.managedProperty().bind(empty.visibleProperty());
    VBox.setVgrow(tree, Priority.ALWAYS);
    setSpacing(6);
    setPadding(new Insets(8));
    getChildren().addAll(title, empty, tree);
    subscription =
        editor
            .treeProperty()
            .subscribe(this::rebuild)
            .and(editor.selectionProperty().subscribe(this::select));
  }

  private void rebuild(StepTree root) {
    syncing = true;
    tree.setRoot(item(root));
    syncing = false;
    select(editor.selectionProperty().get());
  }

  private static TreeItem<StepTree> item(StepTree node) {
    TreeItem<StepTree> item = new TreeItem<>(node);
    item.setExpanded(true);
    node.children().forEach(c -> item.getChildren().add(item(c)));
    return item;
  }

  private void select(StepPath path) {
    syncing = true;
    TreeItem<StepTree> found = path == null ? null : find(tree.getRoot(), path);
    if (found == null) {
      tree.getSelectionModel().clearSelection();
    } else {
      tree.getSelectionModel().select(found);
      tree.scrollTo(tree.getRow(found));
    }
    syncing = false;
  }

  private static TreeItem<StepTree> find(TreeItem<StepTree> item, StepPath path) {
    if (item == null) {
      return null;
    }
    if (item.getValue().path().equals(path)
        && item.getValue().shape() != StepTree.Shape.LANE
        && item.getValue().shape() != StepTree.Shape.PIPELINE) {
      return item;
    }
    for (TreeItem<StepTree> c : item.getChildren()) {
      TreeItem<StepTree> f = find(c, path);
      if (f != null) {
        return f;
      }
    }
    return null;
  }

  /** Stops following the editor. */
  public void dispose() {
    subscription.unsubscribe();
  }

  private static final class NodeCell extends TreeCell<StepTree> {
    @Override
    protected void updateItem(StepTree item, boolean empty) {
      super.updateItem(item, empty);
      if (empty || item == null) {
        setText(null);
        return;
      }
      String extra = item.badges().isEmpty() ? item.detail() : String.join(", ", item.badges());
      setText(item.title() + (extra.isEmpty() ? "" : "  —  " + extra));
    }
  }
}
