package org.spectraflow.ui.editor.canvas;

/** An axis-aligned rectangle in canvas coordinates (pixels at zoom 1). */
public record Rect(double x, double y, double w, double h) {

  /** The right edge. */
  public double maxX() {
    return x + w;
  }

  /** The bottom edge. */
  public double maxY() {
    return y + h;
  }

  /** The horizontal centre. */
  public double centerX() {
    return x + w / 2;
  }

  /** The vertical centre. */
  public double centerY() {
    return y + h / 2;
  }

  /** True if the point lies inside. */
  public boolean contains(double px, double py) {
    return px >= x && px <= maxX() && py >= y && py <= maxY();
  }

  /** Distance from a point to the rectangle (0 inside). */
  public double distanceTo(double px, double py) {
    double dx = Math.max(Math.max(x - px, 0), px - maxX());
    double dy = Math.max(Math.max(y - py, 0), py - maxY());
    return Math.hypot(dx, dy);
  }
}
