package org.spectraflow.cli;

import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns any failure of a command into one clear line on standard error and exit code 1, never a
 * stack trace (set {@code SPECTRAFLOW_DEBUG=1} to see the trace).
 */
final class CliErrorHandler implements IExecutionExceptionHandler {
  @Override
  public int handleExecutionException(Exception ex, CommandLine cl, ParseResult parseResult) {
    String msg = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
    cl.getErr().println("error: " + msg);
    if (System.getenv("SPECTRAFLOW_DEBUG") != null) {
      ex.printStackTrace(cl.getErr());
    }
    cl.getErr().flush();
    return 1;
  }
}
