/** The line labeller's training settings, shared by the training script and the measurements. */
export const TRAIN = { epochs: 12, seed: 12, minCount: 2 };
/** Folds of the held-out evaluation: groups in sorted order, group i in fold i % FOLDS. */
export const FOLDS = 5;
