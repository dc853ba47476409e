package org.spectraflow.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.InvalidPathException;
import org.spectraflow.engine.files.NativeNames;
import org.spectraflow.engine.text.Suggestions;
import org.spectraflow.engine.text.UserText;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A command line the parser rejects ends in one {@code error:} line, not picocli's message and the
 * whole usage text: the problem, with the option and its allowed range when a number does not fit
 * ({@code --max-variants 99999999999999999999}), the suggestions for a typo, and where to find the
 * usage. Exit code 2, as picocli's usage errors.
 */
final class ParameterErrorLine implements IParameterExceptionHandler {

  @Override
  public int handleParseException(ParameterException ex, String[] args) {
    CommandLine cl = ex.getCommandLine();
    PrintWriter err = cl.getErr();
    err.println("error: " + UserText.line(of(ex)) + "; see '" + helpCommand(cl) + "'");
    if (System.getenv("SPECTRAFLOW_DEBUG") != null) {
      ex.printStackTrace(err);
    }
    err.flush();
    return cl.getCommandSpec().exitCodeOnInvalidInput();
  }

  /** The text after {@code error: }, without the pointer to the help. */
  static String of(ParameterException ex) {
    ArgSpec arg = ex.getArgSpec();
    if (arg instanceof OptionSpec option && isWholeNumber(option.type()) && ex.getValue() != null) {
      String name = option.longestName();
      String range =
          OptionRange.of(name)
              .map(OptionRange::describe)
              .orElse(
                  option.type() == int.class || option.type() == Integer.class
                      ? "a whole number from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE
                      : "a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE);
      return name + ": " + UserText.quote(ex.getValue()) + " is not " + range;
    }
    if (arg != null && ex.getValue() != null && invalidPath(ex)) {
      return (arg instanceof OptionSpec option ? option.longestName() : arg.paramLabel())
          + ": "
          + UserText.quote(ex.getValue())
          + " cannot be used as a file name: "
          + NativeNames.advice();
    }
    String message = firstLine(String.valueOf(ex.getMessage()));
    if (ex.getValue() != null && !ex.getValue().isEmpty()) {
      message = message.replace(ex.getValue(), UserText.show(ex.getValue()));
    }
    StringWriter suggestions = new StringWriter();
    if (UnmatchedArgumentException.printSuggestions(ex, new PrintWriter(suggestions))) {
      String text = suggestions.toString().strip().replaceAll("\\s+", " ");
      message += "; " + Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }
    if (ex instanceof UnmatchedArgumentException unmatched
        && !unmatched.getUnmatched().isEmpty()
        && !unmatched.getUnmatched().get(0).startsWith("-")) {
      message +=
          Suggestions.hint(
              unmatched.getUnmatched().get(0),
              ex.getCommandLine().getCommandSpec().subcommands().keySet());
    }
    return message;
  }

  /** Whether a path argument could not be made a {@code Path} (a name the encoding cannot hold). */
  private static boolean invalidPath(ParameterException ex) {
    for (Throwable t = ex; t != null; t = t.getCause()) {
      if (t instanceof InvalidPathException
          || String.valueOf(t.getMessage()).contains(InvalidPathException.class.getName())) {
        return true;
      }
    }
    return false;
  }

  private static boolean isWholeNumber(Class<?> type) {
    return type == int.class
        || type == Integer.class
        || type == long.class
        || type == Long.class
        || type == short.class
        || type == Short.class;
  }

  private static String helpCommand(CommandLine cl) {
    return cl.getCommandSpec().qualifiedName() + " --help";
  }

  private static String firstLine(String message) {
    int newline = message.indexOf('\n');
    return newline < 0 ? message : message.substring(0, newline);
  }
}
