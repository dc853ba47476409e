package org.spectraflow.ui.editor.canvas;

import java.util.Map;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.shape.StrokeLineJoin;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import org.spectraflow.engine.pipeline.Severity;
import org.spectraflow.ui.editor.DropTarget;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;

/**
 * Paints a {@link GraphLayout} with the theme's {@link CanvasColors}. Stateless apart from fonts.
 */
final class GraphPainter {

  private static final Font TITLE = Font.font("System", FontWeight.BOLD, 13);
  private static final Font DETAIL = Font.font("System", FontWeight.NORMAL, 11);
  private static final Font HEADER = Font.font("System", FontWeight.BOLD, 11);
  private static final double RADIUS = 8;

  /** What to highlight besides the layout itself. */
  record Overlay(
      StepPath selection,
      Map<StepPath, Severity> marks,
      DropTarget activeZone,
      boolean showZones,
      Map<StepPath, RunMark> runMarks,
      RunColors runColors) {}

  void paint(GraphicsContext g, GraphLayout layout, CanvasColors c, Overlay o) {
    g.setLineCap(StrokeLineCap.ROUND);
    g.setLineJoin(StrokeLineJoin.ROUND);
    g.setTextBaseline(VPos.CENTER);
    layout.frames().forEach(f -> frame(g, f, c, o));
    g.setStroke(c.edge());
    g.setLineWidth(1.6);
    layout.edges().forEach(e -> polyline(g, e.points()));
    layout.zones().forEach(z -> zone(g, z, c, o));
    layout.boxes().forEach(b -> box(g, b, c, o));
  }

  private void frame(GraphicsContext g, GraphLayout.Frame f, CanvasColors c, Overlay o) {
    Rect r = f.rect();
    boolean lane = f.node().shape() == StepTree.Shape.LANE;
    Color tint =
        switch (f.node().shape()) {
          case ALTERNATIVES, STAGES -> c.structure();
          case BRANCH -> c.splitter();
          case GROUP -> c.keyword();
          default -> c.frameBorder();
        };
    g.setFill(lane ? c.background() : c.frameFill());
    g.fillRoundRect(r.x(), r.y(), r.w(), r.h(), RADIUS * 2, RADIUS * 2);
    boolean selected = f.node().path().equals(o.selection()) && !lane;
    g.setStroke(selected ? c.accent() : lane ? c.frameBorder() : tint);
    g.setLineWidth(selected ? 2.5 : 1.2);
    if (lane) {
      g.setLineDashes(4, 4);
    }
    g.strokeRoundRect(r.x(), r.y(), r.w(), r.h(), RADIUS * 2, RADIUS * 2);
    g.setLineDashes();
    g.setFill(lane ? c.muted() : tint);
    g.setFont(HEADER);
    g.setTextAlign(TextAlignment.LEFT);
    String title = fit(f.node().title(), HEADER, r.w() - 36);
    g.fillText(title, r.x() + 10, r.y() + GraphLayouter.HEADER / 2);
    double used = width(title, HEADER) + 18;
    if (!f.node().detail().isEmpty() && used < r.w() - 60) {
      g.setFill(c.muted());
      g.setFont(DETAIL);
      g.fillText(
          fit("· " + f.node().detail(), DETAIL, r.w() - used - 36),
          r.x() + 10 + used - 8,
          r.y() + GraphLayouter.HEADER / 2);
    }
    mark(g, o.marks().get(f.node().path()), r.maxX() - 14, r.y() + GraphLayouter.HEADER / 2, c);
    RunMark run = o.runMarks().get(f.node().path());
    if (run != null) {
      runTag(g, run, r.maxX() - 28, r.y() + GraphLayouter.HEADER / 2, o.runColors());
    }
  }

  private void zone(GraphicsContext g, GraphLayout.Zone z, CanvasColors c, Overlay o) {
    Rect r = z.rect();
    boolean placeholder = r.h() == GraphLayouter.EMPTY_H;
    boolean active = z.target().equals(o.activeZone());
    if (active) {
      g.setFill(c.accent().deriveColor(0, 1, 1, 0.25));
      g.fillRoundRect(r.x(), r.y(), r.w(), r.h(), 8, 8);
      g.setStroke(c.accent());
      g.setLineWidth(2);
      g.strokeRoundRect(r.x(), r.y(), r.w(), r.h(), 8, 8);
    } else if (placeholder || o.showZones()) {
      g.setStroke(o.showZones() ? c.accent().deriveColor(0, 1, 1, 0.6) : c.frameBorder());
      g.setLineWidth(1);
      g.setLineDashes(3, 3);
      g.strokeRoundRect(r.x() + 2, r.y() + 2, r.w() - 4, r.h() - 4, 8, 8);
      g.setLineDashes();
    }
    if (placeholder) {
      g.setFill(c.muted());
      g.setFont(DETAIL);
      g.setTextAlign(TextAlignment.CENTER);
      g.fillText("drop here", r.centerX(), r.centerY());
    }
  }

  private void box(GraphicsContext g, GraphLayout.Box b, CanvasColors c, Overlay o) {
    Rect r = b.rect();
    StepTree n = b.node();
    Severity severity = o.marks().get(n.path());
    boolean selected = n.path().equals(o.selection());
    RunMark run = o.runMarks().get(n.path());
    g.setFill(c.nodeFill());
    g.fillRoundRect(r.x(), r.y(), r.w(), r.h(), RADIUS * 2, RADIUS * 2);
    g.setFill(role(n.role(), c));
    g.fillRoundRect(r.x(), r.y(), 6, r.h(), 6, 6);
    Color border = run == null || run == RunMark.QUEUED ? c.nodeBorder() : o.runColors().of(run);
    g.setStroke(selected ? c.accent() : severity == Severity.ERROR ? c.danger() : border);
    g.setLineWidth(
        selected
            ? 2.5
            : severity == Severity.ERROR
                ? 1.8
                : run == RunMark.RUNNING ? 2.2 : border == c.nodeBorder() ? 1 : 1.4);
    g.strokeRoundRect(r.x(), r.y(), r.w(), r.h(), RADIUS * 2, RADIUS * 2);
    g.setTextAlign(TextAlignment.LEFT);
    g.setFill(n.shape() == StepTree.Shape.EMPTY ? c.muted() : c.text());
    g.setFont(TITLE);
    g.fillText(fit(n.title(), TITLE, r.w() - (severity == null ? 20 : 34)), r.x() + 14, r.y() + 17);
    g.setFill(c.muted());
    g.setFont(DETAIL);
    g.fillText(fit(n.detail(), DETAIL, r.w() - 22), r.x() + 14, r.y() + 35);
    double y = r.y() + GraphLayouter.NODE_H - 4;
    for (String badge : n.badges()) {
      badge(g, badge, r.x() + 10, y, r.w() - 20, c);
      y += GraphLayouter.BADGE_H;
    }
    mark(g, severity, r.maxX() - 12, r.y() + 12, c);
    if (run != null) {
      runTag(g, run, r.maxX() - 10, r.maxY(), o.runColors());
    }
  }

  /** A pill naming the run state, right-aligned at {@code right}, centred on {@code cy}. */
  private void runTag(GraphicsContext g, RunMark run, double right, double cy, RunColors colors) {
    String text = run.tag();
    double w = width(text, DETAIL) + 12;
    double h = 15;
    g.setFill(colors.of(run));
    g.fillRoundRect(right - w, cy - h / 2, w, h, h, h);
    g.setFill(Color.WHITE);
    g.setFont(DETAIL);
    g.setTextAlign(TextAlignment.CENTER);
    g.fillText(text, right - w / 2, cy);
    g.setTextAlign(TextAlignment.LEFT);
  }

  private void badge(
      GraphicsContext g, String text, double x, double y, double maxW, CanvasColors c) {
    String t = fit("⟳ " + text, DETAIL, maxW - 12);
    double w = Math.min(maxW, width(t, DETAIL) + 14);
    g.setFill(c.badgeFill());
    g.fillRoundRect(x, y, w, GraphLayouter.BADGE_H - 3, 12, 12);
    g.setFill(c.badgeText());
    g.setFont(DETAIL);
    g.fillText(t, x + 7, y + (GraphLayouter.BADGE_H - 3) / 2);
  }

  private void mark(GraphicsContext g, Severity s, double cx, double cy, CanvasColors c) {
    if (s == null) {
      return;
    }
    g.setFill(s == Severity.ERROR ? c.danger() : c.warning());
    g.fillOval(cx - 7, cy - 7, 14, 14);
    g.setFill(Color.WHITE);
    g.setFont(HEADER);
    g.setTextAlign(TextAlignment.CENTER);
    g.fillText("!", cx, cy);
    g.setTextAlign(TextAlignment.LEFT);
  }

  private static Color role(StepTree.Role role, CanvasColors c) {
    return switch (role) {
      case MODEL -> c.model();
      case TRANSFORM -> c.transform();
      case SPLITTER -> c.splitter();
      case KEYWORD -> c.keyword();
      case STRUCTURE -> c.structure();
      case UNKNOWN -> c.danger();
      case NONE -> c.frameBorder();
    };
  }

  private static void polyline(GraphicsContext g, double[] p) {
    g.beginPath();
    g.moveTo(p[0], p[1]);
    for (int i = 2; i + 1 < p.length; i += 2) {
      g.lineTo(p[i], p[i + 1]);
    }
    g.stroke();
  }

  /** The text cut with an ellipsis to fit {@code maxW} pixels. */
  static String fit(String s, Font font, double maxW) {
    if (s == null || s.isEmpty() || width(s, font) <= maxW) {
      return s == null ? "" : s;
    }
    int n = s.length();
    while (n > 1 && width(s.substring(0, n) + "…", font) > maxW) {
      n--;
    }
    return s.substring(0, n) + "…";
  }

  private static double width(String s, Font font) {
    Text t = new Text(s);
    t.setFont(font);
    return t.getLayoutBounds().getWidth();
  }
}
