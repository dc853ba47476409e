package org.spectraflow.engine.bench;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/**
 * Counts, while open, the garbage collections whose cause is {@value #CAUSE}: G1 starts one when an
 * object of at least half a heap region (a large array) cannot be placed, so their count shows
 * whether a run makes humongous garbage. Listens to the collectors' notifications (delivered
 * shortly after each collection); other collectors never report the cause, so the count stays 0.
 */
final class HumongousCollections implements AutoCloseable {

  /** The collection cause G1 reports. */
  static final String CAUSE = "G1 Humongous Allocation";

  private final AtomicLong count = new AtomicLong();
  private final List<NotificationEmitter> emitters = new ArrayList<>();
  private final NotificationListener listener = this::onNotification;

  HumongousCollections() {
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      if (gc instanceof NotificationEmitter emitter) {
        emitter.addNotificationListener(listener, null, null);
        emitters.add(emitter);
      }
    }
  }

  private void onNotification(Notification n, Object handback) {
    if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(n.getType())
        && n.getUserData() instanceof CompositeData data
        && CAUSE.equals(GarbageCollectionNotificationInfo.from(data).getGcCause())) {
      count.incrementAndGet();
    }
  }

  /** Collections counted so far. */
  long count() {
    return count.get();
  }

  @Override
  public void close() {
    for (NotificationEmitter emitter : emitters) {
      try {
        emitter.removeNotificationListener(listener);
      } catch (ListenerNotFoundException e) {
        // already gone
      }
    }
  }
}
