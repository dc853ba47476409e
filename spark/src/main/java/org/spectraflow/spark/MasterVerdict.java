package org.spectraflow.spark;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;

/**
 * What a standalone master told the driver about the application (docs/scale-out.md,
 * "Operability"), which Spark's driver only logs: why the master removed it ({@code
 * ApplicationRemoved}, logged at ERROR: "Application has been killed. Reason: …"), and each
 * executor the worker lost before it ever registered ({@code ExecutorUpdated}, logged at INFO:
 * "Executor app-…/3 removed: Command exited with code 1": an executor JVM that cannot start, which
 * the master relaunches for ever). This listens to Spark's standalone scheduler backend while the
 * run lasts, so the run's {@code error:} line can name the master's reason, and the driver can stop
 * at once when executors keep failing instead of waiting for one. Its INFO lines go to this
 * listener only; the console keeps the root logger's level. Without log4j 2 (another logging
 * binding) it hears nothing and the messages fall back to "see the master's log".
 */
final class MasterVerdict implements AutoCloseable {

  // not LOGGER: the anonymous appender below would see its superclass's StatusLogger of that name
  private static final String BACKEND =
      "org.apache.spark.scheduler.cluster.StandaloneSchedulerBackend";
  private static final String REASON = "Reason: ";
  private static final Pattern LOST = Pattern.compile("Executor (\\S+) removed: (.*)");

  private final AtomicReference<String> heard;
  private final AtomicInteger lost;
  private final AtomicReference<String> lastLoss;
  private final Runnable detach;

  private MasterVerdict(
      AtomicReference<String> heard,
      AtomicInteger lost,
      AtomicReference<String> lastLoss,
      Runnable detach) {
    this.heard = heard;
    this.lost = lost;
    this.lastLoss = lastLoss;
    this.detach = detach;
  }

  /** Starts listening; {@link #close()} stops. */
  static MasterVerdict listen() {
    AtomicReference<String> heard = new AtomicReference<>();
    AtomicInteger lost = new AtomicInteger();
    AtomicReference<String> lastLoss = new AtomicReference<>();
    try {
      if (LogManager.getContext(false) instanceof LoggerContext ctx) {
        Appender appender =
            new AbstractAppender(
                "spectraflow-master-verdict", null, null, true, Property.EMPTY_ARRAY) {
              @Override
              public void append(LogEvent event) {
                if (!BACKEND.equals(event.getLoggerName())) {
                  return;
                }
                String m = event.getMessage().getFormattedMessage();
                if (m == null) {
                  return;
                }
                int at = m.indexOf(REASON);
                if (at >= 0) {
                  heard.compareAndSet(null, m.substring(at + REASON.length()).strip());
                }
                Matcher x = LOST.matcher(m);
                if (x.matches()) {
                  lost.incrementAndGet();
                  lastLoss.set("executor " + x.group(1) + " removed: " + x.group(2).strip());
                }
              }
            };
        appender.start();
        Configuration config = ctx.getConfiguration();
        LoggerConfig root = config.getRootLogger();
        boolean own = !config.getLoggers().containsKey(BACKEND);
        if (own) {
          // the backend's INFO lines to this listener only; the console keeps the root's level
          LoggerConfig backend = new LoggerConfig(BACKEND, Level.INFO, false);
          backend.addAppender(appender, Level.INFO, null);
          for (Appender a : root.getAppenders().values()) {
            backend.addAppender(a, root.getLevel(), null);
          }
          config.addLogger(BACKEND, backend);
        } else {
          config.getLoggerConfig(BACKEND).addAppender(appender, Level.INFO, null);
        }
        ctx.updateLoggers();
        return new MasterVerdict(
            heard,
            lost,
            lastLoss,
            () -> {
              if (own) {
                config.removeLogger(BACKEND);
              } else {
                config.getLoggerConfig(BACKEND).removeAppender(appender.getName());
              }
              ctx.updateLoggers();
              appender.stop();
            });
      }
    } catch (LinkageError | RuntimeException noLog4j) {
      // another logging binding: nothing to listen to
    }
    return deaf();
  }

  /** A verdict that hears nothing (an embedded master). */
  static MasterVerdict deaf() {
    return new MasterVerdict(
        new AtomicReference<>(), new AtomicInteger(), new AtomicReference<>(), () -> {});
  }

  /** The master's reason for removing the application, once heard. */
  Optional<String> reason() {
    return Optional.ofNullable(heard.get());
  }

  /** How many executors the application lost so far (before or after registering). */
  int executorsLost() {
    return lost.get();
  }

  /** The last executor loss, as "executor app-…/3 removed: Command exited with code 1". */
  Optional<String> lastLoss() {
    return Optional.ofNullable(lastLoss.get());
  }

  /**
   * Silences Spark's RPC layer for a context about to be stopped after a refusal: the master keeps
   * sending executor updates to the stopping application, and Spark logs each one it drops, with a
   * stack trace, over the run's one {@code error:} line.
   */
  static void quietStop() {
    try {
      Configurator.setLevel("org.apache.spark.network.server.TransportRequestHandler", Level.OFF);
      Configurator.setLevel("org.apache.spark.rpc.netty.Dispatcher", Level.OFF);
      // "Ignoring error … Could not find CoarseGrainedScheduler": a message reaching the stopped
      // scheduler endpoint, logged with its stack trace
      Configurator.setLevel("org.apache.spark.rpc.netty.Inbox", Level.OFF);
    } catch (LinkageError | RuntimeException noLog4j) {
      // another logging binding: Spark's lines stay
    }
  }

  @Override
  public void close() {
    detach.run();
  }
}
