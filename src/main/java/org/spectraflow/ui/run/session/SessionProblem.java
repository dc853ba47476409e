package org.spectraflow.ui.run.session;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.io.IOException;
import java.util.Collection;
import java.util.Map;
import java.util.stream.Collectors;
import org.spectraflow.engine.text.UserText;

/**
 * What is wrong with a session file, in one short phrase for the error line: where in the file (the
 * field path, as {@code events[3].kind}, or the line and column) and what (missing, the wrong type,
 * a syntax error), instead of Jackson's multi-line message or a bare NullPointerException.
 */
final class SessionProblem {

  private SessionProblem() {}

  /** The problem {@code e} reports, as {@code "results" must be a list}. */
  static String describe(IOException e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof JsonParseException p) {
        JsonLocation where = p.getLocation();
        return "it is not valid JSON ("
            + UserText.parserMessage(p.getOriginalMessage(), "malformed")
            + (where == null
                ? ""
                : ", line " + where.getLineNr() + ", column " + where.getColumnNr())
            + ")";
      }
    }
    if (e instanceof ValueInstantiationException v) {
      Throwable cause = v.getCause() != null ? v.getCause() : v;
      String what =
          cause.getMessage() != null && !cause.getMessage().isBlank()
              ? cause.getMessage()
              : cause.getClass().getSimpleName();
      return at(v) + firstLine(what);
    }
    if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
      return (m.getPath().isEmpty() ? "the file" : "\"" + path(m) + "\"")
          + " must be "
          + expected(m.getTargetType());
    }
    if (e instanceof JsonMappingException m) {
      return at(m) + firstLine(m.getOriginalMessage());
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : firstLine(e.getMessage());
  }

  private static String at(JsonMappingException m) {
    return m.getPath().isEmpty() ? "" : path(m) + ": ";
  }

  private static String path(JsonMappingException m) {
    return m.getPath().stream()
        .map(r -> r.getFieldName() != null ? "." + r.getFieldName() : "[" + r.getIndex() + "]")
        .collect(Collectors.joining())
        .replaceFirst("^\\.", "");
  }

  private static String expected(Class<?> type) {
    if (Collection.class.isAssignableFrom(type) || type.isArray()) {
      return "a list";
    }
    if (Map.class.isAssignableFrom(type)) {
      return "an object";
    }
    if (type == String.class) {
      return "text";
    }
    if (type == boolean.class || type == Boolean.class) {
      return "true or false";
    }
    if (type.isPrimitive() || Number.class.isAssignableFrom(type)) {
      return "a number";
    }
    if (type.isEnum()) {
      return "one of " + java.util.Arrays.toString(type.getEnumConstants());
    }
    return "an object";
  }

  private static String firstLine(String text) {
    return text == null ? "" : text.strip().lines().findFirst().orElse("");
  }
}
