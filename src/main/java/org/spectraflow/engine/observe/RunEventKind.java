package org.spectraflow.engine.observe;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One kind of run event: its name (the record's simple name) and its fields, one per record
 * component after {@code at}, in component order. Reads a field from an event and rebuilds an event
 * from field values through the record's accessors and canonical constructor; the fields are
 * checked against the record's components when the kind is made.
 */
public final class RunEventKind {

  private final String name;
  private final Class<? extends RunEvent> type;
  private final List<RunEventField> fields;
  private final List<MethodHandle> accessors;
  private final MethodHandle constructor;

  RunEventKind(Class<? extends RunEvent> type, List<RunEventField> fields) {
    this.name = type.getSimpleName();
    this.type = type;
    this.fields = List.copyOf(fields);
    RecordComponent[] components = type.getRecordComponents();
    if (components.length != fields.size() + 1
        || !components[0].getName().equals("at")
        || components[0].getType() != Instant.class) {
      throw new IllegalStateException(
          name + ": schema fields " + fields + " do not match " + Arrays.toString(components));
    }
    MethodHandles.Lookup lookup = MethodHandles.publicLookup();
    List<MethodHandle> read = new ArrayList<>();
    try {
      for (int i = 0; i < fields.size(); i++) {
        RecordComponent c = components[i + 1];
        RunEventField f = fields.get(i);
        if (!f.type().javaType().isAssignableFrom(c.getType())) {
          throw new IllegalStateException(
              name + "." + c.getName() + " is " + c.getType() + ", schema says " + f.type());
        }
        read.add(lookup.unreflect(c.getAccessor()));
      }
      Class<?>[] types =
          Arrays.stream(components).map(RecordComponent::getType).toArray(Class[]::new);
      this.constructor = lookup.unreflectConstructor(type.getConstructor(types));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(name + ": " + e.getMessage(), e);
    }
    this.accessors = List.copyOf(read);
  }

  /** The kind's name, the record's simple name ({@code StepFinished}). */
  public String name() {
    return name;
  }

  /** The record class. */
  public Class<? extends RunEvent> type() {
    return type;
  }

  /** The fields in record component order, {@code at} excluded. */
  public List<RunEventField> fields() {
    return fields;
  }

  /** The field whose session name is {@code fieldName}. */
  public Optional<RunEventField> field(String fieldName) {
    return fields.stream().filter(f -> f.name().equals(fieldName)).findFirst();
  }

  /** The value of field {@code index} of {@code event} (boxed). */
  public Object value(RunEvent event, int index) {
    try {
      return accessors.get(index).invoke(type.cast(event));
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The event of this kind at {@code at} with field values by session name; a field missing from
   * {@code values} or null there takes its {@link RunEventField#absent()} value.
   *
   * @throws IllegalArgumentException when the record refuses the values
   */
  public RunEvent rebuild(Instant at, Map<String, ?> values) {
    Object[] args = new Object[fields.size() + 1];
    args[0] = at;
    for (int i = 0; i < fields.size(); i++) {
      RunEventField f = fields.get(i);
      Object v = values.get(f.name());
      args[i + 1] = v == null ? f.absent() : v;
    }
    try {
      return (RunEvent) constructor.invokeWithArguments(args);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public String toString() {
    return name + fields;
  }
}
