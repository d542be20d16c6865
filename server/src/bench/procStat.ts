/**
 * The fields of a `/proc/<pid>/stat` text from the state (field 3) on, so [0] state, [1] ppid, [11] utime, [12] stime,
 * [13] cutime, [14] cstime (times in USER_HZ ticks). The command name before them is in parentheses and may itself
 * hold spaces and parentheses: the fields start after the last `)`.
 */
export const statFields = (stat: string): string[] => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** Linux reports process times in USER_HZ ticks, 100 a second on every architecture it runs on. */
export const TICKS_PER_SECOND = 100;
