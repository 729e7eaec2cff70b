// The launch is read by plain functions of @sheet/reference (the shell's entry reads it too).
export { languageFor, readLaunchParams, type Device, type LaunchParams } from '@sheet/reference';
