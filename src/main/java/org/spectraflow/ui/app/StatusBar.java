package org.spectraflow.ui.app;

import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import javafx.beans.binding.StringBinding;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.Subscription;
import org.kordamp.ikonli.javafx.FontIcon;
import org.spectraflow.engine.generate.VariantCount;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.ui.editor.variants.VariantSize;
import org.spectraflow.ui.editor.variants.VariantsView;

/**
 * The status bar: the last message (whole in its tooltip when the bar cuts it short), run progress,
 * the problems summary, the variant count and the dataset.
 */
final class StatusBar extends HBox {

  private final Subscription subscription;
  private final StringBinding datasetText;

  StatusBar(StudioModel model) {
    getStyleClass().add("status-bar");
    Label message = new Label();
    message.setId("status-message");
    message.setMinWidth(0);
    Tooltip whole = new Tooltip();
    whole.setWrapText(true);
    whole.setMaxWidth(640);
    whole.textProperty().bind(message.textProperty());
    message.setTooltip(whole);
    Label problems = new Label();
    problems.setId("status-problems");
    Label variants = new Label();
    variants.setId("status-variants");
    Label progress = new Label();
    progress.setId("status-run");
    progress.getStyleClass().add("status-run");
    Label dataset = new Label(null, new FontIcon("mdi2d-database-outline"));
    dataset.setId("status-dataset");
    datasetText = model.datasetText();
    Region spacer = new Region();
    HBox.setHgrow(spacer, Priority.ALWAYS);
    setAlignment(Pos.CENTER_LEFT);
    setSpacing(18);
    setPadding(new Insets(4, 10, 4, 10));
    getChildren().addAll(message, spacer, progress, problems, variants, dataset);
    for (Label fixed : List.of(progress, problems, variants, dataset)) {
      fixed.setMinWidth(Region.USE_PREF_SIZE);
    }
    subscription =
        model
            .editor()
            .messageProperty()
            .subscribe(message::setText)
            .and(model.validation().summaryProperty().subscribe(problems::setText))
            .and(model.variants().variantCountProperty().subscribe(n -> variants.setText(text(n))))
            .and(model.run().progressText().subscribe(progress::setText))
            .and(datasetText.subscribe(dataset::setText));
  }

  /** {@code 64 variants}, or {@code at most 6 variants} when the count is an upper bound. */
  static String text(VariantCount n) {
    return (n.exact() ? "" : "at most ")
        + VariantsView.format(n.value())
        + (n.exact() && n.value().equals(BigInteger.ONE) ? " variant" : " variants");
  }

  /** What the badge's tooltip says about the count. */
  static String explain(VariantCount n) {
    return n.exact()
        ? "Variants a run executes (as expand --count)"
        : "Upper bound: the _mutex_/_requires_/_exclude_ pruning is counted only up to "
            + VariantsView.format(BigInteger.valueOf(VariantExpansion.DEFAULT_LIMIT))
            + " alternatives (as expand --count)";
  }

  /** The style class of a variant count badge. */
  static String sizeClass(VariantSize size) {
    return "variants-" + size.name().toLowerCase(Locale.ROOT);
  }

  void dispose() {
    subscription.unsubscribe();
    datasetText.dispose();
  }
}
