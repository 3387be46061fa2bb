/**
 * A video's placeholder (`components/video-block.tsx`): its button puts the provider's player,
 * playing, in place of the placeholder, and moves focus to it.
 */
export function enhanceVideo(): void {
  document.addEventListener("click", (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>("button[data-player]");
    const figure = button?.closest("figure.video-placeholder");
    if (!button || !figure) return;
    const player = document.createElement("iframe");
    player.src = button.dataset.player!;
    player.title = button.dataset.playerTitle ?? "";
    player.allow = button.dataset.playerAllows ?? "";
    player.allowFullscreen = true;
    figure.classList.remove("video-placeholder");
    figure.replaceChildren(player);
    player.focus();
  });
}
