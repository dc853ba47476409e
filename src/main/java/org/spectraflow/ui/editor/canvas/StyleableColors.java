package org.spectraflow.ui.editor.canvas;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javafx.css.CssMetaData;
import javafx.css.SimpleStyleableObjectProperty;
import javafx.css.StyleConverter;
import javafx.css.Styleable;
import javafx.css.StyleableObjectProperty;
import javafx.scene.paint.Color;

/**
 * A set of named colour properties settable from CSS ({@code -sf-node-fill: -color-bg-default;}),
 * for a node that paints itself. Each property's CSS name is {@code -sf-<name>}.
 *
 * @param <N> the styleable node type
 */
final class StyleableColors<N extends Styleable> {

  private final Map<String, CssMetaData<N, Color>> metadata = new LinkedHashMap<>();

  /** Declares colours with their defaults; {@code owner} returns a node's instance of this set. */
  StyleableColors(Map<String, Color> defaults, Function<N, Instance> owner) {
    defaults.forEach(
        (name, def) ->
            metadata.put(
                name,
                new CssMetaData<>("-sf-" + name, StyleConverter.getColorConverter(), def) {
                  @Override
                  public boolean isSettable(N node) {
                    return !owner.apply(node).properties.get(name).isBound();
                  }

                  @Override
                  public StyleableObjectProperty<Color> getStyleableProperty(N node) {
                    return owner.apply(node).properties.get(name);
                  }
                }));
  }

  /** The CSS metadata to append to the node class's own. */
  List<CssMetaData<? extends Styleable, ?>> cssMetaData(
      List<CssMetaData<? extends Styleable, ?>> parent) {
    List<CssMetaData<? extends Styleable, ?>> all = new ArrayList<>(parent);
    all.addAll(metadata.values());
    return Collections.unmodifiableList(all);
  }

  /** A node's colour properties. */
  Instance create(N node) {
    Instance i = new Instance();
    metadata.forEach(
        (name, meta) ->
            i.properties.put(
                name,
                new SimpleStyleableObjectProperty<>(meta, node, name, meta.getInitialValue(node))));
    return i;
  }

  /** One node's values. */
  static final class Instance {
    private final Map<String, StyleableObjectProperty<Color>> properties = new LinkedHashMap<>();

    /** The current value of a colour. */
    Color get(String name) {
      return properties.get(name).get();
    }

    /** All properties, for listening to theme changes. */
    List<StyleableObjectProperty<Color>> all() {
      return List.copyOf(properties.values());
    }
  }
}
