/* global window, document */
/*
 * Tidvis booking widget helper: sizes every <iframe data-tidvis-widget> to its content. The widget posts
 * { type: 'tidvis:height', height } to this page; only messages from the frame itself are used. Without this script
 * the frame keeps its fixed height and still works.
 */
(function () {
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'tidvis:height' || typeof data.height !== 'number') return;
    var frames = document.querySelectorAll('iframe[data-tidvis-widget]');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.max(200, Math.min(Math.ceil(data.height), 10000)) + 'px';
      }
    }
  });
})();
