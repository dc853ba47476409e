package org.spectraflow.cli;

import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns any failure of a command into one clear line on standard error and exit code 1, never a
 * stack trace (set {@code SPECTRAFLOW_DEBUG=1} to see the trace); see {@link FailureLine}.
 */
final class CliErrorHandler implements IExecutionExceptionHandler {
  @Override
  public int handleExecutionException(Exception ex, CommandLine cl, ParseResult parseResult) {
    return FailureLine.print(ex, cl.getErr());
  }
}
