package org.spectraflow.ui.editor.canvas;

import javafx.scene.paint.Color;

/**
 * The colours the canvas paints with, read from the app stylesheet (which maps them to the theme's
 * {@code -color-*} tokens), so the canvas follows the light/dark theme.
 */
public record CanvasColors(
    Color background,
    Color grid,
    Color nodeFill,
    Color nodeBorder,
    Color text,
    Color muted,
    Color accent,
    Color edge,
    Color frameFill,
    Color frameBorder,
    Color model,
    Color transform,
    Color splitter,
    Color keyword,
    Color structure,
    Color unknown,
    Color danger,
    Color warning,
    Color badgeFill,
    Color badgeText) {}
