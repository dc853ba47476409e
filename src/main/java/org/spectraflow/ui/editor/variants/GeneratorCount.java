package org.spectraflow.ui.editor.variants;

import java.math.BigInteger;
import org.spectraflow.ui.editor.StepPath;

/** How many choices one generator (or one swept parameter) contributes, for the breakdown list. */
public record GeneratorCount(StepPath path, String label, BigInteger count) {}
