let context: AudioContext | null = null;

/** A short two-tone chime made on the spot (no audio file to load or cache). */
export function playAlertChime(): void {
  try {
    context ??= new AudioContext();
    void context.resume();
    const start = context.currentTime;
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.12, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.3);
    gain.connect(context.destination);
    [880, 1320].forEach((frequency, index) => {
      const tone = context!.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(start + index * 0.1);
      tone.stop(start + 0.3);
    });
  } catch {
    // No audio output (or the browser refused it): the title counter and notification remain.
  }
}
