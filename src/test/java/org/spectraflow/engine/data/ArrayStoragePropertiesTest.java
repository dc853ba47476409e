package org.spectraflow.engine.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random sequences of storage mutations, snapshots, restores and releases over three storages,
 * checked after every step against a model (expected blocks per storage and per snapshot, and
 * expected refcount = storages holding the holder + unreleased snapshot handles).
 */
class ArrayStoragePropertiesTest {

  private static final int ROWS = 4;

  /** One random operation: kind, target storage, argument. */
  record Op(int kind, int storage, int arg) {}

  /** A snapshot handle with the blocks it must keep seeing. */
  record Handle(SharedBlocks holder, List<Block> expected) {}

  @Provide
  Arbitrary<List<Op>> ops() {
    return Combinators.combine(
            Arbitraries.integers().between(0, 6),
            Arbitraries.integers().between(0, 2),
            Arbitraries.integers().between(0, 9))
        .as(Op::new)
        .list()
        .ofMaxSize(60);
  }

  @Property(tries = 300)
  void storagesAndSnapshotsStayConsistent(@ForAll("ops") List<Op> ops) {
    List<ArrayStorage> storages = new ArrayList<>();
    List<List<Block>> models = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      Block raw = TestBlocks.filled(ROWS, 3, i);
      storages.add(ArrayStorage.of(raw));
      models.add(new ArrayList<>(List.of(raw)));
    }
    List<Handle> handles = new ArrayList<>();
    List<SharedBlocks> everyHolder = new ArrayList<>();
    for (Op op : ops) {
      apply(op, storages.get(op.storage()), models.get(op.storage()), handles);
      handles.forEach(h -> everyHolder.add(h.holder()));
      check(storages, models, handles);
    }
    handles.forEach(h -> h.holder().release());
    handles.clear();
    storages.forEach(s -> s.addProcessing(TestBlocks.filled(ROWS, s.numFeatures(), 0)));
    check(storages, models(storages), handles);
    assertThat(everyHolder).as("every reference given back").allMatch(h -> h.refCount() == 0);
  }

  private static void apply(Op op, ArrayStorage s, List<Block> model, List<Handle> handles) {
    Block fresh = TestBlocks.filled(ROWS, s.numFeatures(), 10 + op.arg());
    switch (op.kind()) {
      case 0 -> {
        s.addProcessing(fresh);
        model.add(fresh);
      }
      case 1 -> {
        if (model.size() > 1) {
          int i = op.arg() % model.size();
          s.removeProcessing(i);
          model.remove(i);
        }
      }
      case 2 -> {
        int i = op.arg() % model.size();
        s.updateProcessing(i, fresh);
        model.set(i, fresh);
      }
      case 3 -> handles.add(new Handle(s.ensureShared().acquire(), List.copyOf(model)));
      case 4 -> {
        if (!handles.isEmpty()) {
          Handle h = handles.get(op.arg() % handles.size());
          s.restoreFromShared(h.holder().acquire());
          model.clear();
          model.addAll(h.expected());
        }
      }
      case 5 -> {
        if (!handles.isEmpty()) {
          handles.remove(op.arg() % handles.size()).holder().release();
        }
      }
      default -> {
        assertThat(s.deepCopy().report().dataBytes()).isEqualTo(s.nbytes());
      }
    }
  }

  private static void check(
      List<ArrayStorage> storages, List<List<Block>> models, List<Handle> handles) {
    Map<SharedBlocks, Integer> expectedRefs = new IdentityHashMap<>();
    for (int i = 0; i < storages.size(); i++) {
      ArrayStorage s = storages.get(i);
      assertThat(s.blocks()).containsExactlyElementsOf(models.get(i));
      assertThat(s.nbytes()).isEqualTo(Blocks.distinctBytes(models.get(i)));
      assertThat(s.copied().dataBytes()).as("no CoW operation copies data").isZero();
      s.shared().ifPresent(h -> expectedRefs.merge(h, 1, Integer::sum));
    }
    for (Handle h : handles) {
      assertThat(h.holder().blocks())
          .as("a snapshot never sees later changes")
          .containsExactlyElementsOf(h.expected());
      expectedRefs.merge(h.holder(), 1, Integer::sum);
    }
    expectedRefs.forEach((holder, refs) -> assertThat(holder.refCount()).isEqualTo(refs));
  }

  private static List<List<Block>> models(List<ArrayStorage> storages) {
    return storages.stream().map(s -> (List<Block>) new ArrayList<>(s.blocks())).toList();
  }
}
