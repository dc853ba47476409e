package org.spectraflow.spark;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;

/**
 * The reason a standalone master gave when it removed the application (docs/scale-out.md,
 * "Operability"). Spark's driver hears it ({@code ApplicationRemoved}: e.g. "Master removed our
 * application: FAILED" when its executors keep failing to start) and only logs it before stopping
 * the context, so the exception the run sees says nothing of it. This listens to that one log line
 * (Spark's standalone scheduler backend, at ERROR, which passes the WARN default) while the run
 * lasts, so the run's {@code error:} line can name the master's reason. Without log4j 2 (another
 * logging binding) it hears nothing and the message falls back to "see the master's log".
 */
final class MasterVerdict implements AutoCloseable {

  private static final String LOGGER =
      "org.apache.spark.scheduler.cluster.StandaloneSchedulerBackend";
  private static final String MARK = "Reason: ";

  private final AtomicReference<String> heard;
  private final Runnable detach;

  private MasterVerdict(AtomicReference<String> heard, Runnable detach) {
    this.heard = heard;
    this.detach = detach;
  }

  /** Starts listening; {@link #close()} stops. */
  static MasterVerdict listen() {
    AtomicReference<String> heard = new AtomicReference<>();
    try {
      if (LogManager.getContext(false) instanceof LoggerContext ctx) {
        Appender appender =
            new AbstractAppender(
                "spectraflow-master-verdict", null, null, true, Property.EMPTY_ARRAY) {
              @Override
              public void append(LogEvent event) {
                String m = event.getMessage().getFormattedMessage();
                int at = m == null ? -1 : m.indexOf(MARK);
                if (LOGGER.equals(event.getLoggerName()) && at >= 0) {
                  heard.compareAndSet(null, m.substring(at + MARK.length()).strip());
                }
              }
            };
        appender.start();
        ctx.getConfiguration().getRootLogger().addAppender(appender, Level.ERROR, null);
        ctx.updateLoggers();
        return new MasterVerdict(
            heard,
            () -> {
              ctx.getConfiguration().getRootLogger().removeAppender(appender.getName());
              ctx.updateLoggers();
              appender.stop();
            });
      }
    } catch (LinkageError | RuntimeException noLog4j) {
      // another logging binding: nothing to listen to
    }
    return new MasterVerdict(heard, () -> {});
  }

  /** The master's reason for removing the application, once heard. */
  Optional<String> reason() {
    return Optional.ofNullable(heard.get());
  }

  @Override
  public void close() {
    detach.run();
  }
}
