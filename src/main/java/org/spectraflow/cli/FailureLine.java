package org.spectraflow.cli;

import java.io.PrintWriter;
import org.spectraflow.engine.text.UserText;

/**
 * The one {@code error:} line any failure of a command ends in, whatever was thrown: a bad input's
 * own message, an {@link OutOfMemoryError} with what to do about it (more heap with {@code -Xmx},
 * or a smaller step-cache budget), a {@link StackOverflowError} (a document nested too deeply), or
 * any other error or internal exception named as such. The stack trace is printed only with {@code
 * SPECTRAFLOW_DEBUG=1}. The line is made safe for a terminal by {@link UserText#line}: control
 * characters escaped and the length bounded, whatever user text the message quotes.
 */
final class FailureLine {

  private FailureLine() {}

  /** The text after {@code error: } for {@code failure}. */
  static String of(Throwable failure) {
    return switch (failure) {
      case OutOfMemoryError e ->
          "out of memory ("
              + e.getMessage()
              + "): the heap holds "
              + Runtime.getRuntime().maxMemory() / (1024 * 1024)
              + " MB; give the JVM more with -Xmx"
              + " (e.g. java -Xmx4g -jar ...), or lower the step-cache budget (max_cache_size_mb in the"
              + " --cache file, or --step-cache off)";
      case StackOverflowError e ->
          "the document is nested too deeply to process (stack overflow);"
              + " flatten the nested lists or branches";
      case Error e ->
          "internal error ("
              + e
              + "); run again with SPECTRAFLOW_DEBUG=1 for the stack trace"
              + " and report it";
      case NullPointerException e ->
          "internal error ("
              + e
              + "); run again with SPECTRAFLOW_DEBUG=1 for the"
              + " stack trace and report it";
      default ->
          failure.getMessage() == null || failure.getMessage().isBlank()
              ? failure.getClass().getSimpleName()
              : firstLine(failure.getMessage());
    };
  }

  /** Prints the line (and the trace when debugging) and returns exit code 1. */
  static int print(Throwable failure, PrintWriter err) {
    err.println("error: " + UserText.line(of(failure)));
    if (System.getenv("SPECTRAFLOW_DEBUG") != null) {
      failure.printStackTrace(err);
    }
    err.flush();
    return 1;
  }

  private static String firstLine(String message) {
    int newline = message.indexOf('\n');
    return newline < 0 ? message : message.substring(0, newline);
  }
}
