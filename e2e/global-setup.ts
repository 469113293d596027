// Builds and browser discovery for the e2e project come in issue 5.
export default function setup() {}
