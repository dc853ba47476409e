package org.spectraflow.ui.editor.canvas;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.ui.editor.DropTarget;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.StepTree.Shape;

/**
 * Lays a {@link StepTree} out left to right: steps in order joined by edges; a branch as a frame
 * whose lanes run in parallel and rejoin at its right edge; {@code _or_}/{@code _chain_} as a frame
 * with its alternatives stacked; {@code _cartesian_} as a frame with its stages in order. Nested
 * structures nest. The top-level row wraps at {@code maxRowWidth} so long pipelines stay readable.
 * Drop zones sit in every gap. Deterministic and pure.
 */
public final class GraphLayouter {

  /** Width of a step box. */
  public static final double NODE_W = 204;

  /** Height of a step box without badges. */
  public static final double NODE_H = 50;

  /** Extra height per sweep badge. */
  public static final double BADGE_H = 18;

  /** Height of a frame's title strip. */
  public static final double HEADER = 24;

  static final double GAP = 40;
  static final double PAD = 12;
  static final double FAN = 26;
  static final double ALT_GAP = 14;
  static final double ROW_GAP = 40;
  static final double EMPTY_W = 120;
  static final double EMPTY_H = 36;
  static final double MARGIN = 24;
  static final double CHAR_W = 6.4;
  static final double MAX_TITLE_W = 560;

  private final double maxRowWidth;

  /** A layouter that wraps the top-level row at {@code maxRowWidth} pixels. */
  public GraphLayouter(double maxRowWidth) {
    this.maxRowWidth = maxRowWidth;
  }

  /** The layout of a whole document tree. */
  public GraphLayout layout(StepTree root) {
    return new Run().pipeline(root);
  }

  private record Size(double w, double h) {}

  /** One layout pass: sizes are measured once per node, then everything is placed. */
  private final class Run {
    private final Map<StepTree, Size> sizes = new IdentityHashMap<>();
    private final List<GraphLayout.Box> boxes = new ArrayList<>();
    private final List<GraphLayout.Frame> frames = new ArrayList<>();
    private final List<GraphLayout.Edge> edges = new ArrayList<>();
    private final List<GraphLayout.Zone> zones = new ArrayList<>();

    GraphLayout pipeline(StepTree root) {
      List<List<StepTree>> rows = rows(root.children());
      double y = MARGIN;
      double width = 0;
      int first = 0;
      double[] prevEnd = null;
      for (List<StepTree> row : rows) {
        double h = Math.max(sequence(row).h(), NODE_H);
        double[] ends = placeSequence(row, StepPath.ROOT, first, MARGIN, y, h);
        if (prevEnd != null && !row.isEmpty()) {
          double midY = y - ROW_GAP / 2;
          edge(
              prevEnd[0],
              prevEnd[1],
              prevEnd[0] + GAP / 2,
              prevEnd[1],
              prevEnd[0] + GAP / 2,
              midY,
              ends[0] - GAP / 2,
              midY,
              ends[0] - GAP / 2,
              ends[1],
              ends[0],
              ends[1]);
        }
        prevEnd = new double[] {ends[2], ends[3]};
        width = Math.max(width, sequence(row).w());
        y += h + ROW_GAP;
        first += row.size();
      }
      return new GraphLayout(boxes, frames, edges, zones, width + 2 * MARGIN, y - ROW_GAP + MARGIN);
    }

    private List<List<StepTree>> rows(List<StepTree> steps) {
      List<List<StepTree>> rows = new ArrayList<>();
      List<StepTree> row = new ArrayList<>();
      double w = GAP;
      for (StepTree s : steps) {
        double sw = size(s).w() + GAP;
        if (!row.isEmpty() && w + sw > maxRowWidth) {
          rows.add(row);
          row = new ArrayList<>();
          w = GAP;
        }
        row.add(s);
        w += sw;
      }
      rows.add(row);
      return rows;
    }

    private Size size(StepTree n) {
      Size s = sizes.get(n);
      if (s == null) {
        s = measure(n);
        sizes.put(n, s);
      }
      return s;
    }

    private Size measure(StepTree n) {
      return switch (n.shape()) {
        case LANE, STAGES, PIPELINE -> {
          Size seq = sequence(n.children());
          yield new Size(seq.w() + 2 * PAD, HEADER + seq.h() + PAD);
        }
        case BRANCH -> titled(n, stack(n.children(), 0));
        case ALTERNATIVES, GROUP -> titled(n, stack(n.children(), ALT_GAP));
        default -> new Size(NODE_W, NODE_H + BADGE_H * n.badges().size());
      };
    }

    /** Wide enough for the title strip's title and detail, within reason. */
    private Size titled(StepTree n, Size s) {
      int chars = n.title().length() + (n.detail().isEmpty() ? 0 : n.detail().length() + 3);
      return new Size(Math.max(s.w(), Math.min(MAX_TITLE_W, CHAR_W * chars + 48)), s.h());
    }

    private Size sequence(List<StepTree> children) {
      if (children.isEmpty()) {
        return new Size(2 * GAP + EMPTY_W, EMPTY_H);
      }
      double w = GAP;
      double h = 0;
      for (StepTree c : children) {
        w += size(c).w() + GAP;
        h = Math.max(h, size(c).h());
      }
      return new Size(w, h);
    }

    private Size stack(List<StepTree> children, double gap) {
      double w = EMPTY_W;
      double h = children.isEmpty() ? EMPTY_H + 2 * ALT_GAP : gap;
      for (StepTree c : children) {
        w = Math.max(w, size(c).w());
        h += size(c).h() + Math.max(gap, 10);
      }
      return new Size(w + 2 * FAN, HEADER + h + PAD / 2);
    }

    private void place(StepTree n, double x, double y) {
      Size s = size(n);
      Rect rect = new Rect(x, y, s.w(), s.h());
      switch (n.shape()) {
        case LANE, STAGES -> {
          frames.add(new GraphLayout.Frame(n, rect, new Rect(x, y, s.w(), HEADER)));
          placeSequence(
              n.children(),
              n.childList().orElseThrow(),
              0,
              x + PAD,
              y + HEADER,
              s.h() - HEADER - PAD);
        }
        case BRANCH, ALTERNATIVES, GROUP -> {
          frames.add(new GraphLayout.Frame(n, rect, new Rect(x, y, s.w(), HEADER)));
          placeStack(n, rect);
        }
        default -> boxes.add(new GraphLayout.Box(n, rect));
      }
    }

    /**
     * Places a sequence centred on its middle line; returns the first child's in-port and the
     * last's out-port.
     */
    private double[] placeSequence(
        List<StepTree> children, StepPath list, int firstIndex, double x, double y, double h) {
      double mid = y + h / 2;
      double cx = x;
      zone(list, firstIndex, cx, mid, children.isEmpty() ? 0 : GAP);
      if (children.isEmpty()) {
        zones.add(
            new GraphLayout.Zone(
                new DropTarget(list, firstIndex),
                new Rect(cx + GAP, mid - EMPTY_H / 2, EMPTY_W, EMPTY_H)));
        return new double[] {cx + GAP, mid, cx + GAP + EMPTY_W, mid};
      }
      cx += GAP;
      double start = cx;
      for (int i = 0; i < children.size(); i++) {
        StepTree c = children.get(i);
        if (i > 0) {
          edge(cx - GAP, mid, cx, mid);
        }
        place(c, cx, mid - size(c).h() / 2);
        cx += size(c).w();
        zone(list, firstIndex + i + 1, cx, mid, GAP);
        cx += GAP;
      }
      return new double[] {start, mid, cx - GAP, mid};
    }

    private void zone(StepPath list, int index, double x, double mid, double w) {
      if (w > 0) {
        zones.add(
            new GraphLayout.Zone(
                new DropTarget(list, index), new Rect(x, mid - NODE_H / 2, w, NODE_H)));
      }
    }

    private void placeStack(StepTree n, Rect frame) {
      boolean spaced = n.shape() == Shape.ALTERNATIVES || n.shape() == Shape.GROUP;
      boolean alternatives = spaced && n.childList().isPresent();
      boolean centred = n.shape() == Shape.GROUP;
      double left = frame.x() + FAN;
      double y = frame.y() + HEADER + (spaced ? ALT_GAP : 5);
      double innerW = frame.w() - 2 * FAN;
      List<StepTree> children = n.children();
      if (children.isEmpty() && n.childList().isPresent()) {
        zones.add(
            new GraphLayout.Zone(
                new DropTarget(n.childList().get(), 0), new Rect(left, y, innerW, EMPTY_H)));
        return;
      }
      for (int i = 0; i < children.size(); i++) {
        StepTree c = children.get(i);
        Size s = size(c);
        double x = centred ? frame.x() + (frame.w() - s.w()) / 2 : left;
        if (alternatives) {
          zones.add(
              new GraphLayout.Zone(
                  new DropTarget(n.childList().orElseThrow(), i),
                  new Rect(left, y - ALT_GAP, innerW, ALT_GAP)));
        }
        place(c, x, y);
        double cy = y + s.h() / 2;
        edge(
            frame.x(),
            frame.centerY(),
            frame.x() + FAN / 2,
            frame.centerY(),
            x - FAN / 2,
            cy,
            x,
            cy);
        edge(
            x + s.w(),
            cy,
            frame.maxX() - FAN / 2,
            cy,
            frame.maxX() - FAN / 4,
            frame.centerY(),
            frame.maxX(),
            frame.centerY());
        y += s.h() + Math.max(spaced ? ALT_GAP : 0, 10);
      }
      if (alternatives) {
        zones.add(
            new GraphLayout.Zone(
                new DropTarget(n.childList().orElseThrow(), children.size()),
                new Rect(left, y - ALT_GAP, innerW, ALT_GAP)));
      }
    }

    private void edge(double... points) {
      edges.add(new GraphLayout.Edge(points));
    }
  }
}
