// Bottleneck's light build (no Redis clustering) is the one @octokit/plugin-throttling loads; it has the full build's
// types.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
